//! The game-theory library shared by every solution, and its fast input/output.
//!
//! One concept per module; this file only declares them.
//!
//! # Rust 1.63 where bundles reach
//!
//! Solutions are submitted as one-file bundles (`cargo make bundle`), and judges compile them with
//! old compilers (Codeforces 1.75, AtCoder's 2023 judge 1.70). The modules marked
//! `#[clippy::msrv = "1.63"]` below are those the solutions use: what a bundle takes of them must
//! compile with Rust 1.63 (Debian 12's rustc), so no `let ... else`, `OnceLock`,
//! `split_first_chunk`, `div_ceil`, `is_some_and`, `std::os::fd`, ... Clippy flags standard
//! library items newer than 1.63 in them (`incompatible_msrv`, in CI's `-D warnings` run), and
//! `cargo make bundle-all` compiles every bundle with rustc 1.63 and judges it, which also catches
//! newer syntax. The other modules (`game`, `grundy_sequence`, `mex`, `octal`, `periodicity`, for
//! the runner and the tests) and all tests may use the workspace's Rust.
//!
//! In the marked modules, import a trait that is only used for its methods `as _`
//! (`use std::io::Write as _;`): a bundle keeps an import from `std` only where its name is used.

#![warn(missing_docs)]

#[clippy::msrv = "1.63"]
pub mod bash;
#[clippy::msrv = "1.63"]
pub mod fibonacci;
pub mod game;
pub mod grundy_sequence;
#[clippy::msrv = "1.63"]
pub mod io;
#[clippy::msrv = "1.63"]
pub mod isqrt;
#[clippy::msrv = "1.63"]
pub mod lasker;
pub mod mex;
#[clippy::msrv = "1.63"]
pub mod misere;
#[clippy::msrv = "1.63"]
pub mod nim;
pub mod octal;
#[clippy::msrv = "1.63"]
pub mod pairing;
pub mod periodicity;
#[clippy::msrv = "1.63"]
pub mod staircase;
#[clippy::msrv = "1.63"]
pub mod subtraction;
#[clippy::msrv = "1.63"]
pub mod wythoff;
