//! The runner's tests end to end, as a user meets its commands: one test binary, one module per
//! subject (they were one binary each).
//!
//! One binary because `cargo test` runs its binaries one after another, each running its own
//! tests side by side: apart, a file whose time goes to one long test (every problem's bundle,
//! every spec tool's inputs) kept a core idle, and each binary was linked on its own and built the
//! spec tools (`common::spec_tool`) and the problems' release binaries once more. Together the
//! tests of every subject share the cores, and each fixture is built once per run.

mod common;

mod aliases;
mod bundle;
mod bundle_solutions;
mod fixture_problems;
mod gen;
mod listen;
mod new;
mod one_judge;
mod prove;
mod readme;
mod sg;
mod stress;
mod table;
mod test_command;
mod time_limit;
