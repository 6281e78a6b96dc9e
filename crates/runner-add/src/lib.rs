//! Adding a problem: `runner new` from a name (or a saved payload), and `runner listen` from
//! the Competitive Companion browser extension; `runner check-problem`, whether a folder made by
//! hand holds what a scaffold writes. Both read the one table of judges (`judges`),
//! and both write through `scaffold`, the one place that checks a name, title, URL and limits
//! and writes the crate, its spec and its testcases.
//!
//! A crate of its own, on `runner-test`'s workspace model, so that a cold `cargo make listen`
//! builds neither the proofs nor the bundler before it listens (see `runner-test`'s doc).

pub mod check;
pub mod companion;
pub mod http;
pub mod import;
pub mod judges;
pub mod listen;
pub mod new;
pub mod reading;
pub mod scaffold;

use runner_test::{cli, exit, report, workspace};
