//! The workspace's tool. Each subcommand lives in its own module; `cargo make <task>` calls them.

use clap::Command;
use std::process::ExitCode;

fn main() -> ExitCode {
    let matches = Command::new("runner")
        .about("Judge-style runner and tools for the game-theory solutions")
        .subcommand_required(true)
        .get_matches();
    match matches.subcommand() {
        _ => ExitCode::from(2),
    }
}
