//! The one way the workspace runs a solution: [`process::run`] (or [`process::run_with_files`])
//! under [`process::Limits`] (time, output, memory), in a process group of its own that is killed
//! with everything it started before the call returns, or when the runner dies, with its own peak
//! memory measured; and [`interrupt`], the Ctrl-C flag every waiting
//! loop polls. `runner test`, `stress` and `bench`, and the proofs in `oracles`, all come here.
//!
//! Children are started with std's `Command`; the few system calls std has no safe form of
//! (reaping with resource usage, the parent-death signal, the subreaper, signal handlers) are in
//! `sys`, the only place with `unsafe` besides taking over the helper's report descriptor.
//! Linux only: those calls, and `/proc`, are Linux's.

pub mod interrupt;
pub mod process;
pub mod scratch;
mod sys;
