//! The one way the workspace runs a solution: [`process::run`] (or [`process::run_with_files`])
//! under [`process::Limits`], in a process group of its own that is killed before the call
//! returns, with its own peak memory measured; and [`interrupt`], the Ctrl-C flag every waiting
//! loop polls. `runner test`, `stress` and `bench`, and the proofs in `oracles`, all come here.

pub mod interrupt;
pub mod process;
