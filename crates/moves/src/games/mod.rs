//! The games, each written from its rules as a [`crate::search::Game`]: positions and the moves
//! between them. Nothing here knows a closed form; [`crate::search::Solver`] derives who wins
//! and the Grundy values. A few games also keep a table filled in the order the moves lead (a
//! sweep), where the statement's limits hold more positions than the solver's map should; a
//! test checks each sweep against the game's moves.
//!
//! [`CATALOGUE`] lists the games the tools can explore by name (`cargo make table wythoff
//! --values`, `sg --game lasker`, `guess kiki`): a judge problem's game or any other. Which
//! problem plays which game is said by the problem's spec, not here. To add a
//! game, write its moves and an `explore` function in a file here (see `kayles.rs`, about forty
//! lines) and add that function to the list. A game whose rules a case gives (`graph`: pieces
//! on the input's graph) has no fixed positions to explore by name, and is not listed.

pub mod auction;
pub mod bash;
pub mod board;
pub mod calendar;
pub mod chessmen;
pub mod chomp;
pub mod coins;
pub mod comeback;
pub mod cutting;
pub mod euclid;
pub mod fibonacci;
pub mod fibonacci_takes;
pub mod graph;
pub mod grundy_split;
pub mod kayles;
pub mod lasker;
pub mod misere;
pub mod moore;
pub mod multiplication;
pub mod nim;
pub mod northcott;
pub mod stones;
pub mod subtraction;
pub mod wythoff;

use crate::explore::Explore;

/// Every game the tools know by name, in the order they list them.
pub const CATALOGUE: &[fn() -> Box<dyn Explore>] = &[
    nim::explore,
    misere::explore,
    bash::explore,
    auction::explore,
    board::explore,
    fibonacci::explore,
    multiplication::explore,
    wythoff::explore,
    lasker::explore,
    subtraction::explore_s_nim,
    fibonacci_takes::explore,
    stones::explore,
    chessmen::explore,
    cutting::explore,
    kayles::explore,
    grundy_split::explore,
    coins::explore,
    northcott::explore,
    chomp::explore,
    euclid::explore,
    comeback::explore,
    calendar::explore,
    moore::explore,
];

/// Every game's name, in the catalogue's order.
pub fn names() -> Vec<&'static str> {
    CATALOGUE
        .iter()
        .map(|explore| explore().about().name)
        .collect()
}

/// The game called `name`. A judge problem's game is not found here by the problem's name: its
/// spec names it (`Problem::GAME`), and the tools ask the problem's own spec tool.
pub fn find(name: &str) -> Option<Box<dyn Explore>> {
    CATALOGUE
        .iter()
        .map(|explore| explore())
        .find(|game| game.about().name == name)
}

/// Every list of up to `most` piles of 0..=`top` each, in every order: the positions on which
/// a game's theory is checked against its search.
#[cfg(test)]
pub(crate) fn all_piles(most: usize, top: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut last = vec![Vec::new()];
    for _ in 0..most {
        let longer = last.iter().flat_map(|piles: &Vec<u64>| {
            (0..=top).map(move |pile| [piles.as_slice(), &[pile]].concat())
        });
        last = longer.collect();
        all.extend(last.iter().cloned());
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_found_by_its_name_alone() {
        assert_eq!(find("wythoff").unwrap().about().name, "wythoff");
        assert!(find("poj-1067").is_none());
        assert!(find("wythof").is_none());
    }

    #[test]
    fn names_are_unique() {
        let mut all = names();
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), count);
    }
}
