//! A problem's own game, as its spec plays it: the game's solver, asked within the budget of
//! positions every spec shares ([`moves::budget::CASE`]), so that `feasible` is measured by
//! searching, never written by hand. `oracles::plays!(own game::BoardWalk(n))` in a spec's
//! `impl Problem` writes `GAME`, `wins` and `feasible` from it; the positions come from the
//! case's numbers ([`position_of`]) or its tree ([`tree_of`]), and an answer made of moves
//! from the game's moves in the statement's order ([`first_move`], [`winning_moves`]).

use crate::format::Value;
use crate::rules::{HeapMoves, HeapTheory, Heaps, Rules, TreeRules};
use crate::search::{Game, Solver};
use crate::tree::Rooted;
use crate::Case;
use std::cell::RefCell;
use std::collections::HashSet;

/// The solver of a spec's game, behind a cell: `feasible` takes `&self`, and what it solves
/// is what `wins` then answers from.
pub struct Searched<G: Game> {
    solver: RefCell<Solver<G>>,
    /// The positions whose search passed the budget: refused again at once, so that a second
    /// try, which would start from what the first one solved, cannot make them feasible.
    refused: RefCell<HashSet<G::Position>>,
}

impl<G: Game + Default> Default for Searched<G> {
    fn default() -> Self {
        Searched {
            solver: RefCell::new(Solver::default()),
            refused: RefCell::new(HashSet::new()),
        }
    }
}

impl<G: Game> Searched<G> {
    /// Whether the player to move wins `position`, or `None` when the search would keep more
    /// than the budget's positions (the case is then not feasible).
    pub fn wins_within_budget(&self, position: &G::Position) -> Option<bool> {
        if self.refused.borrow().contains(position) {
            return None;
        }
        let wins = self
            .solver
            .borrow_mut()
            .wins_within(position, moves::budget::CASE);
        if wins.is_none() {
            self.refused.borrow_mut().insert(position.clone());
        }
        wins
    }

    /// Whether the player to move wins `position`, however long the search: `feasible` judged
    /// the case's own position within the budget, and an answer may ask about the positions
    /// around it too (every move of UVa 1378's, in the statement's order), which that search,
    /// stopping at its first winning move, did not all solve.
    ///
    /// # Panics
    /// Where the moves do not terminate (a game that can loop has no winner by this search).
    pub fn wins(&self, position: &G::Position) -> bool {
        self.solver.borrow_mut().wins(position)
    }

    /// The solver itself, for what the game derives beyond who wins (HDU 3094's values).
    pub fn solver(&self) -> std::cell::RefMut<'_, Solver<G>> {
        self.solver.borrow_mut()
    }
}

/// How many numbers the case's `names` hold, without copying them: a position given by more
/// numbers than the budget has positions is not searched (a whole-range case of 10^6 heaps
/// was copied, 8 MB, at every `feasible`, most of `stress hdu-5795`'s time).
pub fn count_of(case: &Case, names: &[&str]) -> usize {
    names.iter().map(|&name| count_in(case.get(name))).sum()
}

fn count_in(value: &Value) -> usize {
    match value {
        Value::List(list) => list.len(),
        Value::Rows(rows) => rows
            .iter()
            .flat_map(|row| row.fields.iter().map(|(_, value)| count_in(value)))
            .sum(),
        Value::Number(_) | Value::Word(_) => 1,
    }
}

/// A spec's map from a case's numbers to its game's (`plays!(own … by game::stones)`).
pub type NumbersMap = fn(&[u64]) -> Vec<u64>;

/// The position of `G` the case's `names` give, their numbers mapped `by` the spec's function
/// where the case's numbers are not the game's directly (UVa 1378's piles into stones).
pub fn position_of<G: Rules>(
    case: &Case,
    names: &[&str],
    by: Option<NumbersMap>,
) -> Option<G::Position> {
    position_of_numbers::<G>(&numbers_of(case, names), by)
}

/// The position of `G` the case's numbers give, mapped `by` the spec's function.
pub fn position_of_numbers<G: Rules>(
    numbers: &[u64],
    by: Option<NumbersMap>,
) -> Option<G::Position> {
    G::position_of(&game_numbers(numbers, by))
}

/// The game's numbers for the case's: mapped `by` the spec's function, or the same.
pub fn game_numbers(numbers: &[u64], by: Option<NumbersMap>) -> Vec<u64> {
    match by {
        Some(by) => by(numbers),
        None => numbers.to_vec(),
    }
}

/// The moves after which `loses` holds for the player then to move, in the order of `moves`
/// (each the fields it prints and the case's numbers it leaves), as their printed fields. A
/// move answer comes from the game's moves in the statement's order, the search's and the
/// theory's alike: neither writes its own.
pub fn winning_moves<'a, F: IntoIterator<Item = u64>>(
    moves: impl Iterator<Item = (F, Vec<u64>)> + 'a,
    mut loses: impl FnMut(&[u64]) -> bool + 'a,
) -> impl Iterator<Item = Vec<u64>> + 'a {
    moves
        .filter(move |(_, after)| loses(after))
        .map(|(fields, _)| fields.into_iter().collect())
}

/// The [`winning_moves`] as a spec's way of printing them takes them (`plays!`'s `said`).
pub type Winning<'a> = &'a mut (dyn Iterator<Item = Vec<u64>> + 'a);

/// The first of the [`winning_moves`] printed on its line (UVa 1378's), or `none` where no
/// move wins.
pub fn first_move<F: IntoIterator<Item = u64>>(
    moves: impl Iterator<Item = (F, Vec<u64>)>,
    none: &str,
    loses: impl FnMut(&[u64]) -> bool,
) -> String {
    first_line(winning_moves(moves, loses).next(), none)
}

/// The first winning move's fields on a line, or `none` where there is none.
pub fn first_line(first: Option<Vec<u64>>, none: &str) -> String {
    let line = first.map_or_else(|| none.to_string(), |fields| crate::input::join(&fields));
    line + "\n"
}

/// Whether the player to move loses the heaps a case's `numbers` leave (mapped `by` the spec's
/// function), by the search: what a move answer asks of each move.
pub fn loses_by_search<'a, M: HeapMoves + Default + 'static>(
    searched: &'a Searched<Heaps<M>>,
    by: Option<NumbersMap>,
) -> impl FnMut(&[u64]) -> bool + 'a {
    move |numbers| {
        let position = position_of_numbers::<Heaps<M>>(numbers, by);
        !searched.wins(&position.expect("a move's position is the game's"))
    }
}

/// Whether the search answers, within the budget, the position after each of `moves` that an
/// answer asks about: every move (`every`, for every winning move), or the moves up to the
/// first winning one. The case's own search stops at whichever winning move it meets first, so
/// it does not answer these by itself.
pub fn moves_within_budget<M: HeapMoves + Default + 'static, F>(
    searched: &Searched<Heaps<M>>,
    moves: impl Iterator<Item = (F, Vec<u64>)>,
    by: Option<NumbersMap>,
    every: bool,
) -> bool {
    for (_, after) in moves {
        let position = position_of_numbers::<Heaps<M>>(&after, by);
        match position.and_then(|position| searched.wins_within_budget(&position)) {
            None => return false,
            Some(false) if !every => return true,
            Some(_) => {}
        }
    }
    true
}

/// [`loses_by_search`] by the game's theory instead: the reference's.
pub fn loses_by_theory<M: HeapTheory>(by: Option<NumbersMap>) -> impl Fn(&[u64]) -> bool {
    move |numbers| !M::wins_by_theory(&game_numbers(numbers, by))
}

/// The tree the case's edges `name` give, rooted at the vertex labelled `root`.
pub fn tree_of(case: &Case, name: &str, root: u64) -> Option<Rooted> {
    Rooted::from_edges(&case.field::<Vec<(u64, u64)>>(name), root)
}

/// The position of the tree game `G` on the case's tree: `None` where the edges give no tree,
/// or a tree the position cannot hold.
pub fn tree_position<G: TreeRules>(case: &Case, name: &str, root: u64) -> Option<G::Position> {
    G::position_of(&tree_of(case, name, root)?)
}

/// Each vertex's Grundy value by the search, by its label (`sg NAME --input`): the game of the
/// subtree below it alone.
pub fn subtree_values<G: TreeRules>(
    searched: &Searched<G>,
    tree: &Rooted,
) -> Option<Vec<crate::loopy::Value>> {
    let by_number = crate::rules::vertex_values(&mut searched.solver(), tree)?;
    let most = (0..tree.len()).map(|v| tree.label(v)).max()?;
    let mut values = vec![crate::loopy::Value::Finite(0); usize::try_from(most).ok()? + 1];
    for (v, value) in by_number.into_iter().enumerate() {
        values[tree.label(v) as usize] = crate::loopy::Value::Finite(value);
    }
    Some(values)
}

/// The numbers the case's `names` hold, in order: a number as itself, a list as its numbers, a
/// group as its rows' numbers. What a game's [`moves::rules::Rules::position_of`] reads.
///
/// # Panics
/// For a name that holds a word: a game of numbers is not played on it.
pub fn numbers_of(case: &Case, names: &[&str]) -> Vec<u64> {
    let mut numbers = Vec::new();
    for &name in names {
        push_numbers(&mut numbers, name, case.get(name));
    }
    numbers
}

/// `value`'s numbers onto `numbers`: a group's rows one after another, each row's fields in
/// the format's order (HDU 1729's boxes `(s c)*N` give s₁ c₁ s₂ c₂ …).
fn push_numbers(numbers: &mut Vec<u64>, name: &str, value: &Value) {
    match value {
        Value::Number(n) => numbers.push(*n),
        Value::List(list) => numbers.extend_from_slice(list),
        Value::Rows(rows) => {
            for (field, value) in rows.iter().flat_map(|row| &row.fields) {
                push_numbers(numbers, field, value);
            }
        }
        Value::Word(_) => panic!("`{name}` is a word, not numbers a game's position is made of"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// HDU 1729's boxes, `(s c)*N`, with a list beside them.
    fn boxes() -> Case {
        let row = |s, c| Case::numbers(&[("s", s), ("c", c)]);
        Case {
            fields: vec![
                ("N", Value::Rows(vec![row(5, 2), row(9, 0)])),
                ("a", Value::List(vec![7, 8])),
            ],
        }
    }

    #[test]
    fn a_group_gives_its_rows_numbers_row_by_row() {
        assert_eq!(numbers_of(&boxes(), &["N"]), [5, 2, 9, 0]);
        assert_eq!(numbers_of(&boxes(), &["a", "N"]), [7, 8, 5, 2, 9, 0]);
        assert_eq!(count_of(&boxes(), &["N"]), 4);
        assert_eq!(count_of(&boxes(), &["N", "a"]), 6);
    }
}
