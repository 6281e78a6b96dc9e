//! `runner gen`: every generator's output is valid for its problem, as the statement defines it
//! (checked here by readers written from the statements, not from the generators), and the same
//! seed always gives the same bytes.

use std::process::Command;

/// Every problem with a generator, and the reader that checks its input.
const PROBLEMS: &[(&str, Reader)] = &[
    ("luogu-p2197", luogu_p2197),
    ("luogu-p1247", luogu_p1247),
    ("hdu-1846", hdu_1846),
    ("hdu-2149", hdu_2149),
    ("hdu-2147", hdu_2147),
    ("hdu-2516", hdu_2516),
    ("hdu-1850", hdu_1850),
    ("poj-1740", poj_1740),
    ("poj-1704", poj_1704),
    ("poj-1067", poj_1067),
    ("hdu-3032", hdu_3032),
    ("hdu-1536", hdu_1536),
    ("hdu-1848", hdu_1848),
    ("hdu-1907", hdu_1907),
];

fn gen(args: &[&str]) -> Vec<u8> {
    let output = Command::new(env!("CARGO_BIN_EXE_runner"))
        .arg("gen")
        .args(args)
        .output()
        .expect("runner runs");
    assert!(
        output.status.success(),
        "runner gen {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

/// The input as whitespace-separated numbers, read as the statement says, one check at a time.
struct Tokens<'a> {
    rest: std::str::SplitAsciiWhitespace<'a>,
    problem: &'static str,
}

impl Tokens<'_> {
    /// The next number, which must lie in `range`.
    fn next_in(&mut self, what: &str, range: std::ops::RangeInclusive<u64>) -> u64 {
        let token = self.rest.next().unwrap_or_else(|| {
            panic!("{}: the input ends where {what} was expected", self.problem)
        });
        let value: u64 = token
            .parse()
            .unwrap_or_else(|_| panic!("{}: {what} = {token:?} is not a number", self.problem));
        assert!(
            range.contains(&value),
            "{}: {what} = {value} is outside {range:?}",
            self.problem
        );
        value
    }

    fn peek(&self) -> Option<u64> {
        self.rest
            .clone()
            .next()
            .map(|token| token.parse().expect("a number"))
    }

    fn at_end(&self) -> bool {
        self.rest.clone().next().is_none()
    }

    fn end(&self) {
        assert!(
            self.at_end(),
            "{}: tokens after the end of the input",
            self.problem
        );
    }
}

/// Reads a whole input, panicking on anything the statement forbids; returns the largest count
/// it read (cases, or items in a case), so that a maximum input can be checked to reach the limit.
type Reader = fn(&mut Tokens) -> u64;

fn luogu_p2197(t: &mut Tokens) -> u64 {
    let cases = t.next_in("T", 1..=10);
    let mut largest = cases;
    for _ in 0..cases {
        let n = t.next_in("n", 1..=10_000);
        largest = largest.max(n);
        for _ in 0..n {
            t.next_in("a pile", 0..=9_999);
        }
    }
    t.end();
    largest
}

fn luogu_p1247(t: &mut Tokens) -> u64 {
    let k = t.next_in("k", 1..=500_000);
    for _ in 0..k {
        t.next_in("a pile", 0..=1_000_000_000);
    }
    t.end();
    k
}

fn hdu_1846(t: &mut Tokens) -> u64 {
    let cases = t.next_in("C", 1..=100);
    for _ in 0..cases {
        t.next_in("n", 1..=1000);
        t.next_in("m", 1..=1000);
    }
    t.end();
    cases
}

fn hdu_2149(t: &mut Tokens) -> u64 {
    let mut lines = 0;
    while !t.at_end() {
        t.next_in("M", 1..=1099);
        t.next_in("N", 1..=1099);
        lines += 1;
    }
    assert!(lines > 0, "hdu-2149: no case");
    lines
}

/// Reads cases until a terminator of `width` zeros, which must be there and be the last tokens.
fn until_zeros(t: &mut Tokens, width: usize, mut case: impl FnMut(&mut Tokens)) -> u64 {
    let mut cases = 0;
    loop {
        let zeros = t.rest.clone().take(width).all(|token| token == "0");
        if zeros && t.rest.clone().take(width).count() == width {
            for _ in 0..width {
                t.next_in("the terminator", 0..=0);
            }
            t.end();
            return cases;
        }
        case(t);
        cases += 1;
    }
}

fn hdu_2147(t: &mut Tokens) -> u64 {
    until_zeros(t, 2, |t| {
        t.next_in("n", 1..=2000);
        t.next_in("m", 1..=2000);
    })
}

fn hdu_2516(t: &mut Tokens) -> u64 {
    until_zeros(t, 1, |t| {
        t.next_in("n", 2..=(1 << 31) - 1);
    })
}

fn hdu_1850(t: &mut Tokens) -> u64 {
    until_zeros(t, 1, |t| {
        let m = t.next_in("M", 2..=100);
        for _ in 0..m {
            t.next_in("N_i", 1..=1_000_000);
        }
    })
}

fn poj_1740(t: &mut Tokens) -> u64 {
    until_zeros(t, 1, |t| {
        let n = t.next_in("n", 1..=10);
        for _ in 0..n {
            t.next_in("a pile", 1..=100);
        }
    })
}

fn poj_1704(t: &mut Tokens) -> u64 {
    let cases = t.next_in("T", 1..=20);
    let mut largest = cases;
    for _ in 0..cases {
        let n = t.next_in("N", 1..=1000);
        largest = largest.max(n);
        let mut positions: Vec<u64> = (0..n).map(|_| t.next_in("P_i", 1..=10_000)).collect();
        positions.sort_unstable();
        assert!(
            positions.windows(2).all(|pair| pair[0] < pair[1]),
            "poj-1704: two chessmen on one cell"
        );
    }
    t.end();
    largest
}

fn poj_1067(t: &mut Tokens) -> u64 {
    let mut lines = 0;
    while !t.at_end() {
        t.next_in("a", 0..=1_000_000_000);
        t.next_in("b", 0..=1_000_000_000);
        lines += 1;
    }
    assert!(lines > 0, "poj-1067: no case");
    lines
}

fn hdu_3032(t: &mut Tokens) -> u64 {
    let cases = t.next_in("T", 1..=100);
    let mut largest = cases;
    for _ in 0..cases {
        let n = t.next_in("N", 1..=1_000_000);
        largest = largest.max(n);
        for _ in 0..n {
            t.next_in("s_i", 1..=(1 << 31) - 1);
        }
    }
    t.end();
    largest
}

fn hdu_1536(t: &mut Tokens) -> u64 {
    let mut largest = 0;
    until_zeros(t, 1, |t| {
        let k = t.next_in("k", 1..=100);
        for _ in 0..k {
            t.next_in("s_i", 1..=10_000);
        }
        let m = t.next_in("m", 1..=100);
        largest = largest.max(k).max(m);
        for _ in 0..m {
            let l = t.next_in("l", 1..=100);
            largest = largest.max(l);
            for _ in 0..l {
                t.next_in("h_i", 0..=10_000);
            }
        }
    });
    largest
}

fn hdu_1848(t: &mut Tokens) -> u64 {
    until_zeros(t, 3, |t| {
        for what in ["m", "n", "p"] {
            t.next_in(what, 1..=1000);
        }
    })
}

fn hdu_1907(t: &mut Tokens) -> u64 {
    let cases = t.next_in("T", 1..=474);
    for _ in 0..cases {
        let n = t.next_in("N", 1..=47);
        for _ in 0..n {
            t.next_in("A_i", 1..=4747);
        }
    }
    t.end();
    cases
}

fn read(problem: &'static str, reader: Reader, input: &[u8]) -> u64 {
    let text = std::str::from_utf8(input).expect("the input is text");
    assert!(
        text.ends_with('\n'),
        "{problem}: the input does not end its last line"
    );
    let mut tokens = Tokens {
        rest: text.split_ascii_whitespace(),
        problem,
    };
    let largest = reader(&mut tokens);
    assert!(tokens.peek().is_none());
    largest
}

#[test]
fn small_inputs_are_valid_and_the_same_for_a_seed() {
    for &(problem, reader) in PROBLEMS {
        let mut distinct = std::collections::HashSet::new();
        for seed in 1..=12 {
            let seed = seed.to_string();
            let input = gen(&[problem, "--seed", &seed]);
            read(problem, reader, &input);
            assert_eq!(
                input,
                gen(&[problem, "--seed", &seed]),
                "{problem}: seed {seed} gave two inputs"
            );
            distinct.insert(input);
        }
        // A generator that ignored its seed would give one input.
        assert!(
            distinct.len() > 6,
            "{problem}: 12 seeds gave {} inputs",
            distinct.len()
        );
    }
}

#[test]
fn maximum_inputs_are_valid_and_reach_the_limits() {
    // The largest count each maximum input must reach: the statement's limit, or for inputs that
    // the statement does not bound, the number of cases the generator promises.
    let reaches = |problem: &str| match problem {
        "luogu-p2197" => 10_000,
        "luogu-p1247" => 500_000,
        "hdu-1846" => 100,
        "hdu-2149" => 10_000,
        "hdu-2147" | "hdu-2516" | "poj-1740" | "poj-1067" | "hdu-1848" => 100_000,
        "hdu-1850" => 10_000,
        "poj-1704" => 1000,
        "hdu-3032" => 1_000_000,
        "hdu-1536" => 100,
        "hdu-1907" => 474,
        other => panic!("no expected maximum for {other}"),
    };
    for &(problem, reader) in PROBLEMS {
        let input = gen(&[problem, "--max"]);
        assert_eq!(read(problem, reader, &input), reaches(problem), "{problem}");
    }
    // The same seed, the same bytes, at the maximum too (one problem is enough here).
    assert_eq!(
        gen(&["hdu-1850", "--max", "--seed", "9"]),
        gen(&["hdu-1850", "--max", "--seed", "9"])
    );
}

#[test]
fn writes_to_a_file_with_out() {
    let path = std::env::temp_dir().join(format!("runner-gen-test-{}.in", std::process::id()));
    let path_text = path.to_str().expect("a UTF-8 temporary path");
    let printed = gen(&["hdu-1846", "--seed", "4", "--out", path_text]);
    assert!(printed.is_empty(), "with --out nothing goes to stdout");
    let written = std::fs::read(&path).expect("the file was written");
    std::fs::remove_file(&path).ok();
    assert_eq!(written, gen(&["hdu-1846", "--seed", "4"]));
}

#[test]
fn rejects_an_unknown_problem() {
    let output = Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(["gen", "hdu-9999"])
        .output()
        .expect("runner runs");
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("hdu-9999"));
}
