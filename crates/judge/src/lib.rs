//! The one judge. Whether an answer is accepted is decided here, and only here: by the problem's
//! compare mode (or its checker) and its time and memory limits, read from its metadata. Every
//! tool of the workspace (`runner test`, `stress`, `table`, `bench`, `bundle --check`) and every
//! proof asks a [`Judge`], so that they cannot disagree.

pub mod checker;
pub mod compare;
pub mod metadata;
mod verdict;
pub mod visible;

pub use compare::{Compare, Mismatch, Mode};
pub use metadata::{Manifest, Metadata};
pub use verdict::{Case, Judge, Verdict, OUTPUT_LIMIT};
