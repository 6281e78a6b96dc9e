//! A game is its moves: [`Game`] gives a position's options (and, optionally, the independent
//! parts a position splits into), and one memoised walk, [`Solver`], derives everything else
//! from them: who wins under normal play (who cannot move loses) and under misère play (who
//! cannot move wins), and Grundy values, splitting a sum into its parts and XORing their values
//! as CGSuite does.
//!
//! The walk keeps its own stack, so a game thousands of moves deep needs no large thread stack,
//! and it marks the positions on that stack, so a position that can reach itself is found
//! instead of overflowing the stack or looping forever. [`Solver::outcome`] and
//! [`Solver::value`] then solve the game graph around it backwards ([`crate::loopy`]): win,
//! lose or draw, and generalized Sprague–Grundy values; [`Solver::try_wins`] and
//! [`Solver::try_grundy`] report the [`Cycle`] instead, for searches that must not loop.

use crate::fast_map::FastMap;
use crate::loopy::{self, Graph, Outcome, Value};
use std::fmt::{self, Debug};
use std::hash::Hash;

/// A game's rules: its positions and the moves between them.
pub trait Game {
    /// A position, in a canonical form (so that equal positions compare equal).
    type Position: Clone + Eq + Hash + Debug;

    /// Calls `visit` with every position one move away from `position`, stopping as soon as
    /// `visit` returns true; returns whether it stopped early.
    fn options(
        &self,
        position: &Self::Position,
        visit: &mut dyn FnMut(Self::Position) -> bool,
    ) -> bool;

    /// The independent parts `position` is the disjunctive sum of (a move is a move in one
    /// part), or `None` when it is one part. Only Grundy values use it: the value of a sum is
    /// the XOR of its parts' values. Win/lose searches never split, so that the XOR rule is
    /// checked against them, not built into them.
    fn split(&self, _position: &Self::Position) -> Option<Vec<Self::Position>> {
        None
    }

    /// What keeping `position` costs, in units of a small position: a budget of positions
    /// ([`crate::budget`]) counts these, so that positions of thousands of heaps use it up as
    /// fast as their memory does.
    fn weight(&self, _position: &Self::Position) -> usize {
        1
    }
}

/// Which player wins a position that offers no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Play {
    /// Who cannot move loses.
    Normal,
    /// Who cannot move wins (the rival made the last move, and the last move loses).
    Misere,
}

/// A position that can reach itself: the moves need not end, so no value is defined. The
/// positions go from the first one met twice, move by move, back to it.
#[derive(Clone, PartialEq, Eq)]
pub struct Cycle<P> {
    pub positions: Vec<P>,
}

impl<P: Debug> fmt::Display for Cycle<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let steps: Vec<String> = self.positions.iter().map(|p| format!("{p:?}")).collect();
        write!(
            f,
            "the moves do not terminate: {} (a position that can reach itself has no value)",
            steps.join(" -> ")
        )
    }
}

impl<P: Debug> Debug for Cycle<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The memoised walk over one game's positions: every value found is kept, so asking about
/// many positions of one game costs what asking about all of them at once does.
pub struct Solver<G: Game> {
    game: G,
    normal: FastMap<G::Position, bool>,
    misere: FastMap<G::Position, bool>,
    grundy: FastMap<G::Position, u64>,
    /// Positions that are draws, by play (normal, misère): outcomes of loopy games that are not
    /// wins or losses, which the two maps above cannot hold.
    draws: [FastMap<G::Position, ()>; 2],
    /// Positions worth ∞ (loopy games), with the finite values they reach.
    infinite: FastMap<G::Position, Vec<u64>>,
}

/// A solver of a game whose rules need no parameter: `#[derive(Default)]` on a game's own type.
impl<G: Game + Default> Default for Solver<G> {
    fn default() -> Self {
        Solver::new(G::default())
    }
}

impl<G: Game> Solver<G> {
    pub fn new(game: G) -> Self {
        Solver {
            game,
            normal: FastMap::default(),
            misere: FastMap::default(),
            grundy: FastMap::default(),
            draws: Default::default(),
            infinite: FastMap::default(),
        }
    }

    /// Who wins `position` under `play`, the game graph solved backwards where the moves can
    /// come back to a position ([`loopy::outcomes`]).
    pub fn outcome(&mut self, position: &G::Position, play: Play) -> Outcome {
        let which = usize::from(play == Play::Misere);
        if self.draws[which].contains_key(position) {
            return Outcome::Draw;
        }
        if let Ok(wins) = self.try_wins(position, play) {
            return if wins { Outcome::Win } else { Outcome::Lose };
        }
        let known = match play {
            Play::Normal => &mut self.normal,
            Play::Misere => &mut self.misere,
        };
        let draws = &mut self.draws[which];
        let graph = reachable(&self.game, position, &|p| {
            known.contains_key(p) || draws.contains_key(p)
        });
        let found = loopy::outcomes(
            &graph,
            &|p| match known.get(p) {
                Some(true) => Outcome::Win,
                Some(false) => Outcome::Lose,
                None => Outcome::Draw,
            },
            play == Play::Misere,
        );
        for ((p, outcome), leaf) in graph.positions.into_iter().zip(&found).zip(graph.leaf) {
            match outcome {
                _ if leaf => {}
                Outcome::Draw => {
                    draws.insert(p, ());
                }
                _ => {
                    known.insert(p, *outcome == Outcome::Win);
                }
            }
        }
        found[0]
    }

    /// The generalized Sprague–Grundy value of `position` (normal play): its Grundy value where
    /// the moves terminate, else a number or ∞ by [`loopy::values`]; a sum is valued by its parts
    /// ([`Value::sum`]).
    pub fn value(&mut self, position: &G::Position) -> Value {
        if let Some(parts) = self.game.split(position) {
            if parts.len() != 1 || parts[0] != *position {
                return parts
                    .iter()
                    .fold(Value::Finite(0), |sum, part| sum.sum(&self.value(part)));
            }
        }
        if let Some(reached) = self.infinite.get(position) {
            return Value::Infinite(reached.clone());
        }
        if let Ok(value) = self.try_grundy(position) {
            return Value::Finite(value);
        }
        let known = &mut self.grundy;
        let graph = reachable(&self.game, position, &|p| known.contains_key(p));
        let found = loopy::values(&graph, &|p| Value::Finite(known[p]));
        for ((p, value), leaf) in graph.positions.into_iter().zip(&found).zip(graph.leaf) {
            match value {
                _ if leaf => {}
                Value::Finite(value) => {
                    known.insert(p, *value);
                }
                Value::Infinite(reached) => {
                    self.infinite.insert(p, reached.clone());
                }
            }
        }
        found[0].clone()
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// True when the player to move from `position` wins with best play under normal play.
    ///
    /// # Panics
    /// If the search meets a position that can reach itself (see [`Solver::try_wins`]).
    pub fn wins(&mut self, position: &G::Position) -> bool {
        self.try_wins(position, Play::Normal)
            .unwrap_or_else(|cycle| panic!("{cycle}"))
    }

    /// [`Solver::wins`] under misère play.
    ///
    /// # Panics
    /// If the search meets a position that can reach itself.
    pub fn misere_wins(&mut self, position: &G::Position) -> bool {
        self.try_wins(position, Play::Misere)
            .unwrap_or_else(|cycle| panic!("{cycle}"))
    }

    /// Whether the player to move wins under `play`, searching whole positions (never split)
    /// and stopping at the first winning move; the cycle where the moves do not terminate.
    pub fn try_wins(
        &mut self,
        position: &G::Position,
        play: Play,
    ) -> Result<bool, Cycle<G::Position>> {
        let known = match play {
            Play::Normal => &mut self.normal,
            Play::Misere => &mut self.misere,
        };
        match outcome(
            &self.game,
            known,
            position,
            play == Play::Misere,
            usize::MAX,
        ) {
            Ok(wins) => Ok(wins),
            Err(Stop::Cycle(cycle)) => Err(cycle),
            Err(Stop::Budget) => unreachable!("no budget was set"),
        }
    }

    /// Whether the player to move wins under normal play, or `None` when the search would keep
    /// more than `budget` new positions to answer (see [`crate::budget`]) or meets a cycle. What
    /// it solved before stopping stays known, so asking again costs less.
    pub fn wins_within(&mut self, position: &G::Position, budget: usize) -> Option<bool> {
        if self.normal.len() > crate::budget::FORGET_AFTER {
            // Stress asks about thousands of cases: forget, rather than keep every one.
            self.normal = FastMap::default();
        }
        outcome(&self.game, &mut self.normal, position, false, budget).ok()
    }

    /// The Grundy value of `position` under normal play: the XOR of its parts' values where it
    /// splits, else the least value no option has (mex).
    ///
    /// # Panics
    /// If the walk meets a position that can reach itself.
    pub fn grundy(&mut self, position: &G::Position) -> u64 {
        self.try_grundy(position)
            .unwrap_or_else(|cycle| panic!("{cycle}"))
    }

    /// [`Solver::grundy`], or the cycle where the moves do not terminate.
    pub fn try_grundy(&mut self, position: &G::Position) -> Result<u64, Cycle<G::Position>> {
        match grundy(&self.game, &mut self.grundy, position, usize::MAX) {
            Ok(value) => Ok(value),
            Err(Stop::Cycle(cycle)) => Err(cycle),
            Err(Stop::Budget) => unreachable!("no budget was set"),
        }
    }

    /// The Grundy value of `position`, or `None` when the walk would keep more than `budget`
    /// new values or meets a cycle; what it found before stopping stays known.
    pub fn grundy_within(&mut self, position: &G::Position, budget: usize) -> Option<u64> {
        grundy(&self.game, &mut self.grundy, position, budget).ok()
    }

    /// Every position and value kept so far, by every search: what the solver holds in memory.
    pub fn positions_kept(&self) -> usize {
        self.normal.len() + self.misere.len() + self.grundy.len()
    }

    /// Positions whose normal-play outcome is known so far.
    pub fn positions_known(&self) -> usize {
        self.normal.len()
    }
}

/// The game graph reachable from `start` by the game's moves, stopping at the positions `known`
/// accepts, for [`crate::loopy`] to solve backwards.
fn reachable<G: Game>(
    game: &G,
    start: &G::Position,
    known: &dyn Fn(&G::Position) -> bool,
) -> Graph<G::Position> {
    Graph::build(start, known, &mut |position, visit| {
        game.options(position, &mut |option| {
            visit(option);
            false
        });
    })
}

/// One position on the walk's stack: what it still waits for, and what it has found so far.
struct Frame<P, A> {
    position: P,
    pending: Vec<P>,
    next: usize,
    found: A,
}

/// The cycle closed by a move from the top of `stack` to `again`, which is on the stack.
fn cycle<P: Clone + Eq, A>(stack: &[Frame<P, A>], again: &P) -> Cycle<P> {
    let from = stack
        .iter()
        .position(|frame| frame.position == *again)
        .expect("a position marked on the stack is on it");
    let mut positions: Vec<P> = stack[from..].iter().map(|f| f.position.clone()).collect();
    positions.push(again.clone());
    Cycle { positions }
}

/// Why a search stopped without an answer.
enum Stop<P> {
    Cycle(Cycle<P>),
    /// It was about to keep more new positions than its budget.
    Budget,
}

impl<P> From<Cycle<P>> for Stop<P> {
    fn from(cycle: Cycle<P>) -> Self {
        Stop::Cycle(cycle)
    }
}

/// Win/lose search: a position wins when some option loses for the rival; one without options
/// wins only under misère play. It stops once it has kept `budget` new positions.
fn outcome<G: Game>(
    game: &G,
    known: &mut FastMap<G::Position, bool>,
    start: &G::Position,
    misere: bool,
    budget: usize,
) -> Result<bool, Stop<G::Position>> {
    if let Some(&result) = known.get(start) {
        return Ok(result);
    }
    let mut spent = 0usize;
    let mut on_stack: FastMap<G::Position, ()> = FastMap::default();
    let mut stack: Vec<Frame<G::Position, ()>> = Vec::new();
    let mut entering = Some(start.clone());
    loop {
        if let Some(position) = entering.take() {
            // Counted before its options are listed: those of one large position can be many.
            spent = spent.saturating_add(game.weight(&position));
            if spent > budget {
                return Err(Stop::Budget);
            }
            // A first look at the options: one already known to lose wins at once; the others
            // wait their turn. A move back onto the stack is a cycle.
            let mut pending = Vec::new();
            let mut any_move = false;
            let mut back = None;
            // Options waiting their turn are held in memory too: counted as they are listed.
            let mut over = false;
            let won = game.options(&position, &mut |next| {
                any_move = true;
                if on_stack.contains_key(&next) || next == position {
                    back = Some(next);
                    return true;
                }
                match known.get(&next) {
                    Some(false) => true,
                    Some(true) => false,
                    None => {
                        spent = spent.saturating_add(game.weight(&next));
                        over = spent > budget;
                        pending.push(next);
                        over
                    }
                }
            });
            if over {
                return Err(Stop::Budget);
            }
            if let Some(again) = back {
                stack.push(Frame {
                    position,
                    pending,
                    next: 0,
                    found: (),
                });
                return Err(cycle(&stack, &again).into());
            }
            if won || !any_move {
                let result = won || misere;
                known.insert(position, result);
                if stack.is_empty() {
                    return Ok(result);
                }
            } else {
                on_stack.insert(position.clone(), ());
                stack.push(Frame {
                    position,
                    pending,
                    next: 0,
                    found: (),
                });
            }
        }
        // Resume the top frame: an option found to lose wins it; one not known yet is entered.
        let frame = stack
            .last_mut()
            .expect("the walk ends when the stack empties");
        let mut result = None;
        while frame.next < frame.pending.len() {
            let option = &frame.pending[frame.next];
            match known.get(option) {
                Some(false) => {
                    result = Some(true);
                    break;
                }
                Some(true) => frame.next += 1,
                None => {
                    if on_stack.contains_key(option) {
                        let again = option.clone();
                        return Err(cycle(&stack, &again).into());
                    }
                    entering = Some(option.clone());
                    break;
                }
            }
        }
        if entering.is_some() {
            continue;
        }
        let result = result.unwrap_or(false);
        let frame = stack.pop().expect("a frame to finish");
        on_stack.remove(&frame.position);
        known.insert(frame.position, result);
        if stack.is_empty() {
            return Ok(result);
        }
    }
}

/// The least value not among `values`.
fn mex(values: &mut [u64]) -> u64 {
    values.sort_unstable();
    let mut least = 0;
    for &value in values.iter() {
        if value == least {
            least += 1;
        } else if value > least {
            break;
        }
    }
    least
}

/// Grundy values: a position that splits is worth the XOR of its parts, any other the mex of
/// its options.
fn grundy<G: Game>(
    game: &G,
    known: &mut FastMap<G::Position, u64>,
    start: &G::Position,
    budget: usize,
) -> Result<u64, Stop<G::Position>> {
    if let Some(&value) = known.get(start) {
        return Ok(value);
    }
    let mut spent = 0usize;
    // `found`: whether the position is a sum, and the values of its parts or options so far.
    type Found = (bool, Vec<u64>);
    let mut on_stack: FastMap<G::Position, ()> = FastMap::default();
    let mut stack: Vec<Frame<G::Position, Found>> = Vec::new();
    let mut entering = Some(start.clone());
    loop {
        if let Some(position) = entering.take() {
            spent = spent.saturating_add(game.weight(&position));
            if spent > budget {
                return Err(Stop::Budget);
            }
            let (sum, pending) = match game.split(&position) {
                Some(parts) if parts.len() != 1 || parts[0] != position => (true, parts),
                _ => {
                    let mut options = Vec::new();
                    game.options(&position, &mut |next| {
                        options.push(next);
                        false
                    });
                    (false, options)
                }
            };
            on_stack.insert(position.clone(), ());
            stack.push(Frame {
                position,
                pending,
                next: 0,
                found: (sum, Vec::new()),
            });
        }
        let frame = stack
            .last_mut()
            .expect("the walk ends when the stack empties");
        while frame.next < frame.pending.len() {
            let option = &frame.pending[frame.next];
            if let Some(&value) = known.get(option) {
                frame.found.1.push(value);
                frame.next += 1;
            } else if on_stack.contains_key(option) {
                let again = option.clone();
                return Err(cycle(&stack, &again).into());
            } else {
                entering = Some(option.clone());
                break;
            }
        }
        if entering.is_some() {
            continue;
        }
        let mut frame = stack.pop().expect("a frame to finish");
        on_stack.remove(&frame.position);
        let (sum, values) = &mut frame.found;
        let value = if *sum {
            values.iter().fold(0, |xor, value| xor ^ value)
        } else {
            mex(values)
        };
        known.insert(frame.position, value);
        if stack.is_empty() {
            return Ok(value);
        }
    }
}

/// Sorts `piles` and drops the empty ones: the canonical form of a position of a game played on
/// interchangeable piles, where an empty pile offers no move.
pub fn canonical_piles(piles: &mut Vec<u16>) {
    piles.retain(|&pile| pile != 0);
    piles.sort_unstable();
}

/// The options of a game on canonical piles whose move replaces one pile by the piles that
/// `replacements(pile)` lists (none, one smaller, or two parts): each result in canonical form,
/// each pile size tried once, since taking from either of two equal piles reaches the same
/// position. `true` once `visit` returns `true`, as [`Game::options`].
pub fn replace_one_pile<I: IntoIterator<Item = Vec<u16>>>(
    piles: &[u16],
    visit: &mut dyn FnMut(Vec<u16>) -> bool,
    replacements: impl Fn(u16) -> I,
) -> bool {
    for i in 0..piles.len() {
        if i > 0 && piles[i] == piles[i - 1] {
            continue;
        }
        for parts in replacements(piles[i]) {
            let mut next = piles.to_vec();
            next.splice(i..=i, parts);
            canonical_piles(&mut next);
            if visit(next) {
                return true;
            }
        }
    }
    false
}

/// The split of a position of interchangeable piles: each pile a game of its own, when there
/// are two or more.
pub fn split_piles(piles: &[u16]) -> Option<Vec<Vec<u16>>> {
    (piles.len() > 1).then(|| piles.iter().map(|&pile| vec![pile]).collect())
}

/// The piles of a case as a canonical position, or `None` when a pile exceeds `u16`.
pub fn piles_position(piles: &[u64]) -> Option<Vec<u16>> {
    let mut position = piles
        .iter()
        .map(|&pile| u16::try_from(pile).ok())
        .collect::<Option<Vec<u16>>>()?;
    canonical_piles(&mut position);
    Some(position)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction game {1, 2}: the losing positions are the multiples of 3.
    struct TakeOneOrTwo;
    impl Game for TakeOneOrTwo {
        type Position = u32;
        fn options(&self, &n: &u32, visit: &mut dyn FnMut(u32) -> bool) -> bool {
            (1..=2.min(n)).any(|take| visit(n - take))
        }
    }

    #[test]
    fn a_position_wins_when_some_move_reaches_a_loss() {
        let mut solver = Solver::new(TakeOneOrTwo);
        let losing: Vec<u32> = (0..20).filter(|n| !solver.wins(n)).collect();
        assert_eq!(losing, [0, 3, 6, 9, 12, 15, 18]);
    }

    /// 100000 moves deep: a recursive walk, one frame per move, would overflow a test thread's
    /// 2 MiB stack long before.
    #[test]
    fn a_deep_walk_needs_no_large_stack() {
        let mut solver = Solver::new(TakeOneOrTwo);
        assert!(!solver.wins(&99_999));
        assert!(solver.wins(&100_000));
        assert_eq!(solver.positions_known(), 100_001);
        assert_eq!(solver.grundy(&100_000), 1);
    }

    #[test]
    fn a_misere_game_turns_the_end_around() {
        let mut solver = Solver::new(TakeOneOrTwo);
        let losing: Vec<u32> = (0..12).filter(|n| !solver.misere_wins(n)).collect();
        assert_eq!(losing, [1, 4, 7, 10]);
    }

    #[test]
    fn grundy_values_are_the_mex_of_the_options() {
        let mut solver = Solver::new(TakeOneOrTwo);
        let values: Vec<u64> = (0..7).map(|n| solver.grundy(&n)).collect();
        assert_eq!(values, [0, 1, 2, 0, 1, 2, 0]);
        assert_eq!(mex(&mut [3, 0, 1, 1]), 2);
        assert_eq!(mex(&mut []), 0);
    }

    /// Nim on a list of heaps, which splits into its heaps.
    struct Nim;
    impl Game for Nim {
        type Position = Vec<u32>;
        fn options(&self, heaps: &Vec<u32>, visit: &mut dyn FnMut(Vec<u32>) -> bool) -> bool {
            (0..heaps.len()).any(|i| {
                (0..heaps[i]).any(|left| {
                    let mut next = heaps.clone();
                    next[i] = left;
                    visit(next)
                })
            })
        }
        fn split(&self, heaps: &Vec<u32>) -> Option<Vec<Vec<u32>>> {
            (heaps.len() > 1).then(|| heaps.iter().map(|&h| vec![h]).collect())
        }
    }

    #[test]
    fn a_sum_is_worth_the_xor_of_its_parts() {
        let mut solver = Solver::new(Nim);
        assert_eq!(solver.grundy(&vec![5]), 5);
        assert_eq!(solver.grundy(&vec![3, 5, 6]), 0);
        assert_eq!(solver.grundy(&vec![3, 5, 7]), 1);
        // The win/lose search walks the whole sum and agrees.
        assert!(!solver.wins(&vec![3, 5, 6]));
        assert!(solver.wins(&vec![3, 5, 7]));
    }

    /// A heap may be doubled as well as taken from: 1 -> 2 -> 1 never ends.
    struct Doubling;
    impl Game for Doubling {
        type Position = u32;
        fn options(&self, &n: &u32, visit: &mut dyn FnMut(u32) -> bool) -> bool {
            (n > 0 && visit(n - 1)) || (n == 1 && visit(2))
        }
    }

    #[test]
    fn a_position_that_can_reach_itself_is_reported_with_its_cycle() {
        let mut solver = Solver::new(Doubling);
        let cycle = solver.try_grundy(&2).unwrap_err();
        assert_eq!(cycle.positions, [2, 1, 2]);
        assert!(cycle.to_string().contains("2 -> 1 -> 2"), "{cycle}");
        let cycle = Solver::new(Doubling)
            .try_wins(&2, Play::Normal)
            .unwrap_err();
        assert_eq!(cycle.positions, [2, 1, 2]);
        // A move to the position itself is the shortest cycle.
        struct Pass;
        impl Game for Pass {
            type Position = u8;
            fn options(&self, &p: &u8, visit: &mut dyn FnMut(u8) -> bool) -> bool {
                visit(p)
            }
        }
        let cycle = Solver::new(Pass).try_wins(&7, Play::Misere).unwrap_err();
        assert_eq!(cycle.positions, [7, 7]);
        assert_eq!(
            Solver::new(Pass).try_grundy(&7).unwrap_err().positions,
            [7, 7]
        );
    }

    /// A game on a digraph: position i moves to the listed positions.
    struct Digraph(Vec<Vec<u32>>);
    impl Game for Digraph {
        type Position = u32;
        fn options(&self, &i: &u32, visit: &mut dyn FnMut(u32) -> bool) -> bool {
            self.0[i as usize].iter().any(|&j| visit(j))
        }
    }

    /// The generalized values of a game without cycles, solved backwards over its whole graph,
    /// are the Grundy values the memoised walk finds.
    #[test]
    fn values_of_a_finite_game_are_its_grundy_values() {
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..100 {
            // Moves only to smaller positions: no cycle.
            let graph: Vec<Vec<u32>> = (0..9u32)
                .map(|i| {
                    let degree = if i == 0 { 0 } else { rng.usize(0..=3) };
                    (0..degree).map(|_| rng.u32(0..i)).collect()
                })
                .collect();
            let game = Digraph(graph.clone());
            let built = reachable(&game, &8, &|_| false);
            let found = loopy::values(&built, &|_| unreachable!());
            let mut solver = Solver::new(Digraph(graph));
            for (position, value) in built.positions.iter().zip(found) {
                assert_eq!(value, Value::Finite(solver.grundy(position)));
            }
        }
    }

    #[test]
    fn canonical_piles_sorts_and_drops_empty_piles() {
        assert_eq!(piles_position(&[3, 0, 1, 3]), Some(vec![1, 3, 3]));
        assert_eq!(piles_position(&[70_000]), None);
    }
}
