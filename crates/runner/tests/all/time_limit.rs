//! `--time-limit` as a user meets it in the runner: `sg` and `bench` stopped at a limit of 0 s
//! exit with status 3 (not 2, a wrong command) and say how to give them longer; and `stress`,
//! `bench` and `sg` each show the option and the status in `--help`. (`stress` stopped by its
//! limit is in `stress.rs`, beside its other runs.)

use std::process::{Command, Output};

fn runner(arguments: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(arguments)
        .env("NO_COLOR", "1")
        .output()
        .expect("the runner binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn sg_stopped_at_its_time_limit_exits_3_and_says_how_to_go_further() {
    for game in [
        &["--lasker"][..],
        &["--subtract", "1,3,4"],
        &["--octal", "0.77"],
    ] {
        let mut arguments = vec!["sg", "--upto", "5000", "--time-limit", "0"];
        arguments.extend(game);
        let output = runner(&arguments);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{arguments:?}: {stderr}");
        assert_eq!(
            stderr,
            "warning: --upto 5000: sg stopped at its time limit of 0 s before g(0); --time-limit 1 \
             gives it longer\n",
            "{arguments:?}"
        );
        assert!(output.stdout.is_empty(), "{arguments:?}");
    }
}

#[test]
fn a_refused_sg_still_exits_2_whatever_the_limit() {
    // Beyond the bound Lasker's nim is computed to: a wrong command, not a stop.
    let output = runner(&["sg", "--lasker", "--upto", "20000", "--time-limit", "0"]);
    assert_eq!(output.status.code(), Some(2), "{}", text(&output.stderr));
    // A problem's values come from its spec tool, which has no limit to give.
    let output = runner(&["sg", "hdu-1524", "--input", "x.in", "--time-limit", "5"]);
    assert_eq!(output.status.code(), Some(2), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("cannot be used with"));
}

#[test]
fn bench_stopped_at_its_time_limit_exits_3_and_names_the_problems_left() {
    // --exe builds only the read-and-parse floor; a limit of 0 s stops before the first problem.
    let output = runner(&[
        "bench",
        "hdu-1846",
        "--exe",
        "/bin/true",
        "--time-limit",
        "0",
    ]);
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains(
            "warning: bench stopped at its time limit of 0 s with 0 of 1 problems benched (15 runs \
             each); --time-limit 1 gives it longer, or with fewer runs: cargo make bench \
             hdu-1846 --runs 5\n"
        ),
        "{stderr}"
    );
}

#[test]
fn each_tool_s_help_names_its_time_limit_and_exit_status_3() {
    for tool in ["stress", "bench", "sg"] {
        let output = runner(&[tool, "--help"]);
        assert_eq!(output.status.code(), Some(0), "{tool}");
        let help = text(&output.stdout);
        assert!(help.contains("--time-limit <SECONDS>"), "{tool}: {help}");
        assert!(help.contains("[default: 60]"), "{tool}: {help}");
        assert!(
            help.contains("3 stopped at the time limit ("),
            "{tool}: {help}"
        );
        assert!(
            help.contains("--time-limit SECONDS raises it)"),
            "{tool}: {help}"
        );
    }
    // The runner's own statuses, which every subcommand without its own list shows.
    let help = text(&runner(&["--help"]).stdout);
    assert!(
        help.contains("3 stopped at the time limit (stress, bench, sg: --time-limit SECONDS"),
        "{help}"
    );
}
