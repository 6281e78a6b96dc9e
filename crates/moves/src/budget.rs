//! How much a search may do, in positions kept, measured while it runs rather than estimated
//! by a formula written for each game: a formula is wrong as soon as the game changes (`guess`
//! once refused a board game on an estimate ten times too high).
//!
//! Two budgets, for two questions:
//! - [`CASE`]: a spec's brute force answers a case when its search keeps at most this many new
//!   positions (`feasible`, from [`crate::search::Solver::wins_within`]), so that `stress` and
//!   the proofs answer every case in well under a second;
//! - [`crate::explore::MAX_POSITIONS`]: what the game tools (`guess`, `table`, `sg`) let one
//!   solver keep in all, about 1 GiB; a refusal names the largest bound whose exploration stays
//!   within it ([`crate::rules::measured_reach`]).

/// The most new positions a spec's search keeps for one case (weighed by
/// [`crate::search::Game::weight`]): with it, default `stress` of the four problems whose game
/// is their own ended with every one of 1,000 inputs tried in 7 to 34 s (2026-11-28).
pub const CASE: usize = 200_000;

/// A case's solver forgets what it knows past this many positions, so that thousands of cases
/// in a row do not fill the memory.
pub const FORGET_AFTER: usize = 4_000_000;
