//! The one way the workspace runs a solution: [`process::run`] (or [`process::run_with_files`])
//! under [`process::Limits`] (time, output, memory), in a process group of its own that is killed
//! with everything it started before the call returns, or when the runner dies, with its own peak
//! memory measured; and [`interrupt`], the Ctrl-C flag every waiting
//! loop polls. `runner test`, `stress` and `bench`, and the proofs in `oracles`, all come here.

pub mod interrupt;
pub mod process;
