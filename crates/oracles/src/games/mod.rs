//! The games, each written from its rules: positions, the moves between them, and who wins.
//!
//! Nothing here knows a closed form. Pile games search over positions with [`crate::search`];
//! one-pile and board games fill a table in the order the moves lead, so that every position's
//! moves are looked up, not recomputed.

pub mod auction;
pub mod bash;
pub mod board;
pub mod chessmen;
pub mod fibonacci;
pub mod lasker;
pub mod misere;
pub mod nim;
pub mod stones;
pub mod subtraction;
pub mod wythoff;
