//! `runner stress` end to end, on small shell scripts that play a solution through the hidden
//! `--exe` option: a planted bug must be found, shrunk to a small input and saved (without ever
//! overwriting a file); a correct program must pass, and stop with status 3 at its time limit
//! when given more inputs than fit; usage errors must exit 2.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh directory named after the test, under the target's temporary directory.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("runner-stress")
        .join(test);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// An executable shell script running `awk` on its standard input.
fn awk_program(dir: &Path, name: &str, awk: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\nexec awk '{awk}'\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// HDU 1846 with the Bash game's period off by one: n mod m instead of n mod (m + 1).
const BASH_OFF_BY_ONE: &str =
    r#"NR == 1 { next } NF == 2 { print ($1 % $2 == 0) ? "second" : "first" }"#;
const BASH_RIGHT: &str =
    r#"NR == 1 { next } NF == 2 { print ($1 % ($2 + 1) == 0) ? "second" : "first" }"#;

fn stress(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .arg("stress")
        .args(args)
        .output()
        .expect("the runner starts")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn finds_shrinks_and_saves_a_planted_bug() {
    let dir = scratch("planted");
    let wrong = awk_program(&dir, "wrong.sh", BASH_OFF_BY_ONE);
    let testcases = dir.join("testcases");
    let out = stress(&[
        "hdu-1846",
        "--exe",
        wrong.to_str().unwrap(),
        "--cases",
        "200",
        "--seed",
        "7",
        "--save",
        "--testcases-dir",
        testcases.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    assert!(
        stdout.contains("WA: hdu-1846 disagrees") && stdout.contains("seed 7"),
        "{stdout}"
    );
    // The rerun hint reproduces the run: the port, not the crate's own binary.
    assert!(
        stdout.contains(&format!(
            "reproduce: cargo make stress hdu-1846 --seed 7 --cases 200 --exe {}",
            wrong.display()
        )),
        "{stdout}"
    );
    assert!(
        text(&out.stderr).contains("seed 7"),
        "the seed is printed at the start"
    );

    // Shrunk to a single case of small numbers, saved with the oracle's answer, on which the
    // planted bug still fails.
    let input = fs::read_to_string(testcases.join("stress-7.in")).unwrap();
    let expected = fs::read_to_string(testcases.join("stress-7.out")).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    assert_eq!(lines.len(), 2, "one case: {input:?}");
    assert_eq!(lines[0], "1");
    let numbers: Vec<u64> = lines[1].split(' ').map(|n| n.parse().unwrap()).collect();
    assert!(
        numbers.iter().all(|&n| (1..=4).contains(&n)),
        "small values: {input:?}"
    );
    let (n, m) = (numbers[0], numbers[1]);
    let right = if n % (m + 1) == 0 {
        "second\n"
    } else {
        "first\n"
    };
    assert_eq!(expected, right, "the .out is the rules' answer");
    let planted = if n % m == 0 { "second\n" } else { "first\n" };
    assert_ne!(planted, right, "the shrunk input still shows the bug");
}

#[test]
fn shrinks_to_fewer_piles() {
    let dir = scratch("fewer-piles");
    // POJ 1740 decided by the parity of the number of piles instead of their pairing.
    let wrong = awk_program(
        &dir,
        "wrong.sh",
        r#"NR % 2 == 1 { if ($1 == 0) exit; n = $1; next } { print (n % 2 == 0) ? 0 : 1 }"#,
    );
    let out = stress(&[
        "poj-1740",
        "--exe",
        wrong.to_str().unwrap(),
        "--cases",
        "300",
        "--seed",
        "1",
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let input = stdout
        .split("--- input (1 case) ---\n")
        .nth(1)
        .expect("shrunk to one case");
    let piles_line = input.lines().nth(1).unwrap();
    assert!(
        piles_line.split(' ').count() <= 2,
        "shrunk to at most two piles: {input}"
    );
}

#[test]
fn a_save_never_overwrites() {
    let dir = scratch("no-overwrite");
    let wrong = awk_program(&dir, "wrong.sh", BASH_OFF_BY_ONE);
    let testcases = dir.join("testcases");
    fs::create_dir_all(&testcases).unwrap();
    fs::write(testcases.join("stress-7.in"), "keep me\n").unwrap();
    let out = stress(&[
        "hdu-1846",
        "--exe",
        wrong.to_str().unwrap(),
        "--seed",
        "7",
        "--save",
        "--testcases-dir",
        testcases.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).contains("not saved"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(
        fs::read_to_string(testcases.join("stress-7.in")).unwrap(),
        "keep me\n"
    );
    assert!(!testcases.join("stress-7.out").exists());
}

/// `cargo make stress hdu-1846 -- --cases 30` forwards its `--` (cargo-make passes a task's
/// arguments as typed), which clap would read as the end of the options; the issue's trial got
/// "unexpected argument '--cases' found". With or without it, the same run.
#[test]
fn a_separator_before_the_options_is_taken_either_way() {
    let dir = scratch("separator");
    let right = awk_program(&dir, "right.sh", BASH_RIGHT);
    let exe = right.to_str().unwrap();
    for args in [
        &[
            "hdu-1846", "--", "--cases", "30", "--seed", "3", "--exe", exe,
        ][..],
        &["hdu-1846", "--cases", "30", "--seed", "3", "--exe", exe],
        &[
            "--", "hdu-1846", "--cases", "30", "--seed", "3", "--exe", exe,
        ],
    ] {
        let out = stress(args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        let stdout = text(&out.stdout);
        assert!(stdout.contains("all 30 inputs"), "{args:?}: {stdout}");
    }
}

#[test]
fn a_correct_program_passes() {
    let dir = scratch("correct");
    let right = awk_program(&dir, "right.sh", BASH_RIGHT);
    let out = stress(&[
        "hdu-1846",
        "--exe",
        right.to_str().unwrap(),
        "--cases",
        "100",
        "--seed",
        "3",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let stdout = text(&out.stdout);
    assert!(stdout.contains("all 100 inputs"), "{stdout}");
    // HDU 1846's spec has no exact reference: its brute force answered every case, and the
    // summary must not claim a check over the whole range.
    assert!(!stdout.contains("with the exact reference"), "{stdout}");
    assert!(
        stdout.contains("hdu-1846 has no exact reference: nothing beyond the brute force's reach"),
        "{stdout}"
    );
}

#[test]
fn more_inputs_than_fit_the_time_limit_stop_there_saying_how_far_they_got() {
    // Regression: --cases took any number, and a million inputs ran for hours; then the stop at
    // the (hidden) minute exited 2, a wrong command's status, though the command was right.
    let dir = scratch("time_limit");
    let right = awk_program(&dir, "right.sh", BASH_RIGHT);
    let out = stress(&[
        "hdu-1846",
        "--exe",
        right.to_str().unwrap(),
        "--cases",
        "100000000",
        "--seed",
        "3",
        "--time-limit",
        "1",
    ]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(3), "{stdout}\n{stderr}");
    assert!(
        stdout.contains(" of 100000000 inputs tried, and all agree (seed 3)"),
        "{stdout}"
    );
    assert!(
        stderr.contains("warning: stress stopped at its time limit of 1 s after "),
        "{stderr}"
    );
    assert!(
        stderr.contains(
            " of 100000000 inputs, every one agreeing; --time-limit 2 gives it longer, or about \
             --cases "
        ),
        "{stderr}"
    );
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["no-such-problem"][..],
        &["hdu-1846", "--cases", "0"],
        &["hdu-1846", "--seed", "-1"],
        &["hdu-1846", "--exe", "/no/such/program"],
        &[],
    ] {
        let out = stress(args);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}

/// A C++ port from `tests/ports`, compiled with `g++ -O2` into `dir`.
fn port(dir: &Path, name: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/ports/{name}.cpp"));
    let binary = dir.join(name);
    let compiled = Command::new("g++")
        .arg("-O2")
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .output()
        .expect("g++ runs: install it with `apt-get install -y g++`");
    assert!(compiled.status.success(), "{}", text(&compiled.stderr));
    binary
}

/// The bugs ports really have lie beyond the brute force's reach: a double-precision ⌊kφ⌋ is
/// off by one only for k of about 10^8, a Fibonacci table cut at 10^9 misses only the two
/// largest below 2^31. Stress must catch both within its default number of inputs, from the
/// whole-range half, and pass the correct ports.
#[test]
fn catches_ports_that_break_beyond_the_brute_force_and_passes_correct_ones() {
    let dir = scratch("ports");
    for (problem, wrong) in [
        ("poj-1067", "poj-1067-double"),
        ("hdu-2516", "hdu-2516-short"),
    ] {
        let wrong = port(&dir, wrong);
        for seed in ["1", "2", "3"] {
            let out = stress(&[problem, "--exe", wrong.to_str().unwrap(), "--seed", seed]);
            let stdout = text(&out.stdout);
            assert_eq!(
                out.status.code(),
                Some(1),
                "{problem}, seed {seed}: {stdout}"
            );
            assert!(
                stdout.contains("disagrees with the exact reference"),
                "{problem}, seed {seed}: {stdout}"
            );
        }
        let right = port(&dir, problem);
        let out = stress(&[problem, "--exe", right.to_str().unwrap(), "--cases", "100"]);
        assert!(out.status.success(), "{problem}: {}", text(&out.stdout));
        assert!(
            text(&out.stdout).contains("from the whole range with the exact reference"),
            "{}",
            text(&out.stdout)
        );
    }
}

#[test]
fn a_program_that_never_stops_printing_is_shown_by_its_head() {
    let dir = scratch("yes");
    let yes = dir.join("yes.sh");
    fs::write(&yes, "#!/bin/sh\nexec yes\n").unwrap();
    fs::set_permissions(&yes, fs::Permissions::from_mode(0o755)).unwrap();
    let out = stress(&["hdu-1846", "--exe", yes.to_str().unwrap(), "--cases", "1"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.starts_with("OLE: hdu-1846"), "{stdout}");
    // 1,000 lines of `y` before; now the head and a count of the rest.
    assert!(
        stdout.lines().count() < 120,
        "{} lines",
        stdout.lines().count()
    );
    assert!(stdout.contains("more lines"), "{stdout}");
}
