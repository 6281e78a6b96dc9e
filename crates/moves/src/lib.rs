//! A game is its moves: each game of [`games`] is a [`search::Game`] (a position type, its
//! options, and optionally how a position splits into independent parts), and one memoised
//! walk, [`search::Solver`], derives who wins under normal and misère play and the Grundy
//! values. [`explore`] lets tools solve any game of [`games::CATALOGUE`] by name, and the
//! `guess` crate finds the rule behind its outcomes.
//!
//! This crate stands apart from `oracles` (whose brute forces play these games) and from the
//! runner, so that editing a game rebuilds this crate, `guess` and the small `explore` tool,
//! not the whole runner. Like the oracles, it does not depend on `common`: the outcomes it
//! derives, and the rules `guess` reads from them, must not come from the formulas they check.

pub mod budget;
pub mod cores;
pub mod explore;
pub mod fast_map;
pub mod games;
pub mod loopy;
pub mod rules;
pub mod search;
pub mod time_limit;
pub mod tree;

/// One number a position is given by.
#[derive(Clone, Copy, Debug)]
pub struct Parameter {
    pub name: &'static str,
    /// The smallest value the rules allow, which a table keeps when the parameter is not an
    /// axis and not fixed.
    pub lowest: u64,
}

impl Parameter {
    pub const fn new(name: &'static str, lowest: u64) -> Parameter {
        Parameter { name, lowest }
    }
}
