//! The game-theory library shared by every solution, and its fast input/output.
//!
//! One concept per module; this file only declares them.

pub mod io;
