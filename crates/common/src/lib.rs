//! The game-theory library shared by every solution, and its fast input/output.
//!
//! One concept per module; this file only declares them.

pub mod bash;
pub mod fibonacci;
pub mod io;
pub mod isqrt;
pub mod lasker;
pub mod mex;
pub mod nim;
pub mod pairing;
pub mod staircase;
pub mod wythoff;
