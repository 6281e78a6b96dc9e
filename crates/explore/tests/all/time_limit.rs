//! `--time-limit` as a user meets it: `table`, `sg` and `guess` run as programs, stopped at a
//! limit of 0 s on bounds a minute would not cover, exit with status 3 (not 2, a wrong command)
//! and say how far they got and how to give them longer; and each says so in its `--help`.

use std::process::{Command, Output};

fn explore(arguments: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(arguments)
        .output()
        .unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn each_tool_stopped_at_its_time_limit_exits_3_and_says_how_to_go_further() {
    let runs: [(&[&str], &str); 4] = [
        (
            &["guess", "wythoff", "--upto", "3999", "--time-limit", "0"],
            "warning: wythoff: guess stopped at its time limit of 0 s before the positions whose \
             largest number is 0",
        ),
        (
            &["table", "wythoff", "--upto", "3000", "--time-limit", "0"],
            "warning: --upto 3000: table stopped at its time limit of 0 s with nothing solved",
        ),
        (
            &[
                "sg",
                "--game",
                "kayles",
                "--upto",
                "1000",
                "--time-limit",
                "0",
            ],
            "warning: --upto 1000: sg stopped at its time limit of 0 s with nothing solved",
        ),
        (
            &[
                "guess",
                "coins",
                "--over",
                "p=1..6",
                "--over",
                "q=p..8",
                "--time-limit",
                "0",
            ],
            "warning: at p = 1, q = 1: coins: guess stopped at its time limit of 0 s",
        ),
    ];
    for (arguments, said) in runs {
        let output = explore(arguments);
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(3), "{arguments:?}: {message}");
        assert!(message.starts_with(said), "{arguments:?}: {message}");
        assert!(
            message.contains("--time-limit 1 gives it longer"),
            "{arguments:?}: {message}"
        );
    }
}

#[test]
fn every_problem_stopped_in_guess_all_is_a_row_marked_stopped() {
    let output = explore(&["guess", "--all", "--time-limit", "0"]);
    assert_eq!(output.status.code(), Some(3), "{}", stderr(&output));
    let table = String::from_utf8_lossy(&output.stdout);
    assert!(
        table.contains("| poj-1067 | wythoff | stopped | "),
        "{table}"
    );
    assert!(
        stderr(&output).contains("stopped at its time limit of 0 s (the rows marked stopped)"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_command_that_cannot_be_done_still_exits_2_whatever_the_limit() {
    let output = explore(&[
        "guess",
        "wythoff",
        "--upto",
        "1000000000",
        "--time-limit",
        "0",
    ]);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("largest bound that fits"));
    let output = explore(&["table", "wythoff", "--upto", "5"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}

#[test]
fn each_tool_s_help_names_its_time_limit_and_exit_statuses() {
    for tool in ["guess", "table", "sg"] {
        let output = explore(&[tool, "--help"]);
        let help = String::from_utf8_lossy(&output.stdout);
        assert!(help.contains("--time-limit <SECONDS>"), "{tool}: {help}");
        assert!(help.contains("[default: 60]"), "{tool}: {help}");
        assert!(
            help.contains("3 stopped at the time limit (--time-limit SECONDS raises it)"),
            "{tool}: {help}"
        );
    }
}
