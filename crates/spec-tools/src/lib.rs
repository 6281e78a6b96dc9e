//! The commands that need a problem's spec: `stress`, `gen`, `table` and `sg NAME --input FILE`.
//! Each problem's spec (`problems/<name>/spec.rs`) ends with `spec_tools::main!(Its Type)`, which
//! makes it the example `<name>-spec` of the problem's package: a tool that serves these commands
//! for that problem alone. The runner builds it and hands such a command over
//! ([`spec::delegate`]); `explore` hands it the game tools (`guess`, `table --values`,
//! `sg --game`) for the problem's game, which only the spec names. So adding a problem or editing its spec or game compiles that problem's
//! code and links it, never the proofs of every problem, and no list of problems is kept.

// Shared parts, from the crate that judges.
use runner_test::{build, cli, exit, output, report, workspace};

pub mod case_values;
pub mod gen;
pub mod spec;
pub mod stress;
pub mod table;

use oracles::Spec;
use runner_test::Subcommand;
use std::process::ExitCode;

/// The spec tool's `main`, at the bottom of a spec: `spec_tools::main!(Hdu1846);`. It is compiled
/// only where the spec is the example itself, not where the solution's proofs include the spec
/// as a module.
#[macro_export]
macro_rules! main {
    ($spec:ty) => {
        #[cfg(not(test))]
        #[allow(dead_code)]
        fn main() -> std::process::ExitCode {
            $crate::main::<$spec>()
        }
    };
}

/// The runner's command line with the commands of [`P`]'s spec; `__explore` and the game tools'
/// arguments run those tools (`explore`) with the problem's name meaning its game.
pub fn main<P: Spec>() -> ExitCode {
    unfinished_code_in_one_line();
    let mut arguments: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if arguments.get(1).is_some_and(|first| first == "__explore") {
        arguments.remove(1);
        let problem = explore::problem_game::ProblemGame {
            name: P::NAME,
            game: P::game_fn(),
            tree_values: P::tree_values_fn(),
        };
        return explore::problem_game::run_for(problem, arguments);
    }
    let subcommands: [Subcommand; 5] = [
        (stress::command, stress::run::<P>),
        (gen::command, gen::run::<P>),
        (gen::generated_command, gen::generated_run::<P>),
        (table::command, table::run::<P>),
        (case_values::command, case_values::run::<P>),
    ];
    runner_test::main(&subcommands)
}

/// A scaffold's spec is unfinished on purpose: its brute force says `unimplemented!` until it is
/// written. Reaching it is a step the user has yet to take, not a crash: one line that says where,
/// and the usage status. So is a spec's format that does not read. Every other panic keeps the
/// default report (it is a bug of ours).
fn unfinished_code_in_one_line() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or_default();
        if message.starts_with("not implemented") || message.starts_with("not yet implemented") {
            let place = info
                .location()
                .map_or(String::new(), |at| format!("{}:{}: ", at.file(), at.line()));
            eprintln!(
                "error: {place}{message}: the problem's spec is unfinished; write it, then run \
                 this again (README, \"Add a problem\")"
            );
            std::process::exit(exit::USAGE.into());
        }
        // A spec's format the notation does not read: already one line naming the spec's file.
        if oracles::is_spec_mistake(message) {
            eprintln!("error: {message}");
            std::process::exit(exit::USAGE.into());
        }
        default(info);
    }));
}
