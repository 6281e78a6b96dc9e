//! What the workspace's two command-line tools, `runner` and `explore`, have in common, written
//! once: the command line ([`arguments`] without cargo-make's `--`, and the shapes of flag they
//! both use), the closest-name suggestion for a typo ([`closest`]), the exit statuses and the
//! `error:` line ([`exit`]), and XML text ([`xml`], for JUnit reports and SVG pictures).
//!
//! Not `common`: that crate is pasted into every submission, and none of this belongs there.

mod args;
pub mod exit;
mod suggest;
pub mod xml;

pub use args::{arguments, flag, option, path, program_name, HANDED_OVER_BY};
pub use suggest::{closest, swapped_digits};
