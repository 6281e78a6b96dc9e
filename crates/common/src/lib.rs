//! The game-theory library shared by every solution, and its fast input/output.
//!
//! One concept per module; this file only declares them.

#![warn(missing_docs)]

pub mod bash;
pub mod fibonacci;
pub mod game;
pub mod grundy_sequence;
pub mod io;
pub mod isqrt;
pub mod lasker;
pub mod mex;
pub mod misere;
pub mod nim;
pub mod octal;
pub mod pairing;
pub mod periodicity;
pub mod staircase;
pub mod subtraction;
pub mod wythoff;
