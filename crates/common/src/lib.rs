//! The game-theory library shared by every solution, and its fast input/output.
//!
//! One concept per module; this file only declares them.
//!
//! # Rust 1.63, the whole crate
//!
//! Solutions are submitted as one-file bundles (`cargo make bundle`), and judges compile them with
//! old compilers (Codeforces 1.75, AtCoder's 2023 judge 1.70). A user's solution may reach any
//! public module, so every module here is written in Rust 1.63 (Debian 12's rustc): no
//! `let ... else`, `OnceLock`, `split_first_chunk`, `div_ceil`, `is_some_and`, `std::os::fd`, ...
//! Clippy flags standard library items newer than 1.63 (`incompatible_msrv`, in CI's
//! `-D warnings` run: every module below is marked `#[clippy::msrv = "1.63"]`, tests included,
//! where the workspace's `rust-version` is newer; a test checks that none is left out), and `runner bundle` compiles every bundle with rustc 1.63,
//! which also catches newer syntax (`crates/runner/tests/all/bundle_solutions.rs` bundles a solution that reaches every
//! module).
//!
//! Import a trait that is only used for its methods `as _` (`use std::io::Write as _;`): a bundle
//! keeps an import from `std` only where its name is used.

#![warn(missing_docs)]

#[clippy::msrv = "1.63"]
pub mod bash;
#[clippy::msrv = "1.63"]
pub mod calendar;
#[clippy::msrv = "1.63"]
pub mod coins;
#[clippy::msrv = "1.63"]
pub mod dag;
#[clippy::msrv = "1.63"]
pub mod euclid;
#[clippy::msrv = "1.63"]
pub mod fibonacci;
#[clippy::msrv = "1.63"]
pub mod game;
#[clippy::msrv = "1.63"]
pub mod grundy_sequence;
#[clippy::msrv = "1.63"]
pub mod io;
#[clippy::msrv = "1.63"]
pub mod isqrt;
#[clippy::msrv = "1.63"]
pub mod lasker;
#[clippy::msrv = "1.63"]
pub mod mex;
#[clippy::msrv = "1.63"]
pub mod misere;
#[clippy::msrv = "1.63"]
pub mod nim;
#[clippy::msrv = "1.63"]
pub mod octal;
#[clippy::msrv = "1.63"]
pub mod pairing;
#[clippy::msrv = "1.63"]
pub mod periodicity;
#[clippy::msrv = "1.63"]
pub mod staircase;
#[clippy::msrv = "1.63"]
pub mod subtraction;
#[clippy::msrv = "1.63"]
pub mod wythoff;

#[cfg(test)]
mod tests {
    /// A module without the mark would let newer standard library items into bundles unseen by
    /// clippy. (A crate-wide `#![clippy::msrv]` is unstable, and a `clippy.toml` beside the
    /// workspace's newer `rust-version` makes clippy warn on every run.)
    #[test]
    fn every_module_is_held_to_rust_1_63() {
        let lib = include_str!("lib.rs");
        let lines: Vec<&str> = lib.lines().collect();
        for (index, line) in lines.iter().enumerate() {
            if (line.starts_with("pub mod ") || line.starts_with("mod ")) && line.ends_with(';') {
                assert_eq!(
                    lines[index - 1],
                    "#[clippy::msrv = \"1.63\"]",
                    "{line} is not marked"
                );
            }
        }
    }
}
