//! The game tools' tests as a user meets them: one test binary, one module per subject (they were
//! one binary each).
//!
//! One binary because `cargo test` runs its binaries one after another: apart, the rustc builds of
//! `paste` and the spec tools' runs of `guess --all` each held the machine alone while a core
//! waited, and each file was linked on its own.

mod paste;
mod problem_games;
mod separator;
mod time_limit;
