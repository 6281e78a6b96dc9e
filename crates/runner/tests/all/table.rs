//! `runner table` end to end: the losing positions it shows are the rules', a planted wrong rule
//! shows `!` on exactly the cells it gets wrong, and the picture holds every cell.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn table(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .arg("table")
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("the runner starts")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("runner-table")
        .join(test);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The glyphs of a two-axis table, by row label and column: `(row, column, glyph)`.
fn cells(stdout: &str) -> Vec<(u64, u64, char)> {
    let mut lines = stdout.lines().skip(2);
    let header = lines.next().expect("a header");
    let columns: Vec<u64> = header
        .split('|')
        .nth(1)
        .unwrap()
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect();
    let width = columns.iter().map(|c| c.to_string().len()).max().unwrap();
    let mut cells = Vec::new();
    for line in lines.take_while(|line| line.contains(" |")) {
        let (label, rest) = line.split_once(" |").unwrap();
        let row: u64 = label.trim().parse().unwrap();
        let rest: Vec<char> = rest.chars().collect();
        for (i, &column) in columns.iter().enumerate() {
            let glyph = rest.get((i + 1) * (width + 1) - 1).copied().unwrap_or(' ');
            cells.push((row, column, glyph));
        }
    }
    cells
}

#[test]
fn wythoff_table_shows_exactly_the_cold_positions() {
    let out = table(&["poj-1067", "--upto", "12"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let cold: Vec<(u64, u64)> = (0..=12)
        .map(oracles::random::wythoff_cold)
        .flat_map(|(a, b)| [(a, b), (b, a)])
        .filter(|&(a, b)| a <= 12 && b <= 12)
        .collect();
    let shown = cells(&stdout);
    assert_eq!(shown.len(), 13 * 13, "{stdout}");
    for (a, b, glyph) in shown {
        let expected = if cold.contains(&(a, b)) { 'L' } else { '.' };
        assert_eq!(glyph, expected, "a = {a}, b = {b}\n{stdout}");
    }
}

/// HDU 1846 with the Bash game's period off by one: n mod m instead of n mod (m + 1).
const BASH_OFF_BY_ONE: &str =
    r#"NR == 1 { next } NF == 2 { print ($1 % $2 == 0) ? "second" : "first" }"#;

#[test]
fn a_planted_wrong_rule_shows_on_the_cells_it_gets_wrong() {
    let dir = scratch("planted");
    let wrong = dir.join("wrong.sh");
    fs::write(&wrong, format!("#!/bin/sh\nexec awk '{BASH_OFF_BY_ONE}'\n")).unwrap();
    fs::set_permissions(&wrong, fs::Permissions::from_mode(0o755)).unwrap();
    let svg = dir.join("table.svg");
    let out = table(&[
        "hdu-1846",
        "--upto",
        "15",
        "--exe",
        wrong.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}{}", text(&out.stderr));
    let mut wrong_cells = 0;
    for (n, m, glyph) in cells(&stdout) {
        let rules_lose = n % (m + 1) == 0;
        let planted_lose = n % m == 0;
        let expected = match (rules_lose == planted_lose, rules_lose) {
            (false, _) => '!',
            (true, true) => 'L',
            (true, false) => '.',
        };
        wrong_cells += usize::from(expected == '!');
        assert_eq!(glyph, expected, "n = {n}, m = {m}\n{stdout}");
    }
    assert!(wrong_cells > 0);
    assert!(stdout.contains(&format!("{wrong_cells} !")), "{stdout}");
    // A band per line, and a square for every cell the text shows as L or !.
    let picture = fs::read_to_string(&svg).unwrap();
    assert!(picture.starts_with("<svg "), "{picture}");
    let marked = cells(&stdout)
        .iter()
        .filter(|&&(_, _, glyph)| glyph != '.')
        .count();
    assert_eq!(picture.matches("<rect x=").count(), 15 + marked);
    assert_eq!(picture.matches("<path ").count(), wrong_cells);
}

#[test]
fn one_parameter_wraps_ten_to_a_line() {
    let out = table(&["hdu-2516", "--upto", "25"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    // Fibonacci nim: the losing sizes are the Fibonacci numbers 2, 3, 5, 8, 13, 21.
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[2], " n | +0 +1 +2 +3 +4 +5 +6 +7 +8 +9");
    assert_eq!(lines[3], " 0 |        L  L  .  L  .  .  L  .");
    assert_eq!(lines[4], "10 |  .  .  .  L  .  .  .  .  .  .");
    assert_eq!(lines[5], "20 |  .  L  .  .  .  .");
}

#[test]
fn a_cell_shows_the_whole_answer() {
    let out = table(&["luogu-p1247", "--cell", "3,6", "--fix", "c=9"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.starts_with("a = 3, b = 6, c = 9: [3, 6, 9]\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("rules (the player to move wins):\n4 3\n3 6 5\n"),
        "{stdout}"
    );
}

#[test]
fn usage_errors_say_what_to_do() {
    // A problem of lists of rows points to its game's own table.
    let out = table(&["hdu-1730"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("`cargo make table northcott`"),
        "{}",
        text(&out.stderr)
    );
    let out = table(&["hdu-1536"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("`cargo make sg --game s-nim`"),
        "{}",
        text(&out.stderr)
    );
    // A problem whose cases give its game points to sg --input.
    let out = table(&["hdu-1524"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("`cargo make sg hdu-1524 --input FILE`"),
        "{}",
        text(&out.stderr)
    );
    let out = table(&["luogu-p2197", "--fix", "d=1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("a, b, c"),
        "{}",
        text(&out.stderr)
    );
}

/// `cargo make table` runs explore, which hands a problem's table to the runner: a usage error
/// names the command the user ran, not the runner.
#[test]
fn usage_names_explore_when_explore_handed_the_table_over() {
    let out = Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(["table", "hdu-1846", "--upto", "-3"])
        .env("NO_COLOR", "1")
        .env(cli::HANDED_OVER_BY, "explore")
        .output()
        .expect("the runner starts");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("Usage: explore table"), "{stderr}");
    assert!(!stderr.contains("runner"), "{stderr}");
    // Run directly, it is the runner's.
    let stderr = text(&table(&["hdu-1846", "--upto", "-3"]).stderr);
    assert!(stderr.contains("Usage: runner table"), "{stderr}");
}

/// Each refusal: status 2, one line naming the fix, nothing written.
fn refused(args: &[&str], says: &str) {
    let out = table(args);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    let error = stderr.lines().find(|line| line.starts_with("error:"));
    assert!(
        error.is_some_and(|line| line.contains(says)),
        "{args:?}: {stderr}"
    );
}

#[test]
fn a_table_too_large_to_solve_is_refused_with_the_largest_that_fits() {
    // 10000 is what the statement allows; the search for 10^8 cells took 16 GB before.
    refused(
        &["poj-1067", "--upto", "10000"],
        "the largest --upto here is 199",
    );
    refused(
        &["hdu-1846", "--upto", "1000"],
        "the largest --upto here is 200",
    );
}

#[test]
fn fixing_a_parameter_twice_or_out_of_reach_is_refused() {
    refused(
        &["luogu-p2197", "--fix", "c=3", "--fix", "c=4"],
        "already fixed at 3",
    );
    refused(&["luogu-p2197", "--fix", "c=10000"], "nothing was checked");
}

#[test]
fn an_existing_file_is_never_overwritten_by_the_picture() {
    let dir = scratch("svg-exists");
    let existing = dir.join("Cargo.toml");
    fs::write(&existing, "kept\n").unwrap();
    refused(
        &["hdu-1846", "--svg", existing.to_str().unwrap()],
        "did not write it",
    );
    assert_eq!(fs::read_to_string(&existing).unwrap(), "kept\n");
    let out = table(&["luogu-p1247", "--cell", "3,6", "--svg", "c.svg"]);
    assert_eq!(out.status.code(), Some(2), "--cell draws no picture");
}

#[test]
fn blank_cells_are_counted() {
    let out = table(&["poj-1704", "--upto", "9"]);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("81 cells: 14 L, 42 ., 0 !, 25 blank (no position)"),
        "{stdout}"
    );
}

#[test]
fn a_cell_beyond_the_brute_force_is_checked_by_the_exact_reference() {
    let out = table(&["luogu-p1247", "--cell", "1000000000,999999999"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("exact reference (beyond the brute force's reach)")
            && stdout.contains("(AC)"),
        "{stdout}"
    );
}
