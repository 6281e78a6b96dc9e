//! The formats of the two problems the workspace meets next (HDU 2897 and HDU 1730), written in
//! the notation their specs will use: read with the judges' whitespace, rendered back, checked
//! against the statement and enumerated. Their games come with their specs.

use oracles::format::{Case, Input};

fn hdu_2897() -> Input {
    Input::parse("until end / n p q", "1 <= n, p, q < 65536; p <= q")
}

fn hdu_1730() -> Input {
    Input::parse(
        "until end / n m / (a b)*n",
        "0 <= n <= 1000; 2 <= m <= 100; 1 <= a, b <= m; a != b",
    )
}

#[test]
fn hdu_2897_reads_renders_and_checks_p_at_most_q() {
    let input = hdu_2897();
    let parsed = input.read(b"7 2 4\r\n6 2 4").unwrap();
    assert_eq!(parsed.outside_statement, None);
    assert_eq!(
        parsed.cases,
        [
            Case::numbers(&[("n", 7), ("p", 2), ("q", 4)]),
            Case::numbers(&[("n", 6), ("p", 2), ("q", 4)])
        ]
    );
    assert_eq!(input.render(&parsed.cases), "7 2 4\n6 2 4\n");
    let swapped = input.read(b"7 4 2\n").unwrap().outside_statement;
    assert_eq!(swapped.as_deref(), Some("p = 4 is above q = 2"));
    let big = input.read(b"65536 1 1\n").unwrap().outside_statement;
    assert_eq!(big.as_deref(), Some("n = 65536 is outside 1..=65535"));
    assert!(input.read(b"7 2\n").is_err(), "a line cut short");
}

#[test]
fn hdu_2897_enumerates_every_case_with_p_at_most_q() {
    let cases = hdu_2897().enumerate(3);
    // n in 1..=3, and the 6 pairs p <= q in 1..=3.
    assert_eq!(cases.len(), 3 * 6);
    assert!(cases.iter().all(|c| c["p"] <= c["q"]));
}

#[test]
fn hdu_1730_reads_rows_counted_by_n() {
    let input = hdu_1730();
    let text = b"3 5\n1 3\n2 1\n4 5\n0 2\n";
    let parsed = input.read(text).unwrap();
    assert_eq!(parsed.outside_statement, None);
    assert_eq!(parsed.cases.len(), 2);
    assert_eq!(parsed.cases[0]["m"], 5);
    let rows: Vec<(u64, u64)> = parsed.cases[0]
        .rows()
        .iter()
        .map(|r| (r["a"], r["b"]))
        .collect();
    assert_eq!(rows, [(1, 3), (2, 1), (4, 5)]);
    assert!(
        parsed.cases[1].rows().is_empty(),
        "n = 0: a case with no rows"
    );
    assert_eq!(input.render(&parsed.cases).as_bytes(), text);
}

#[test]
fn hdu_1730_checks_columns_against_m_and_each_other() {
    let input = hdu_1730();
    let outside = |text: &[u8]| input.read(text).unwrap().outside_statement;
    assert_eq!(
        outside(b"1 4\n2 2\n").as_deref(),
        Some("a = 2 equals b = 2")
    );
    assert_eq!(
        outside(b"1 4\n1 5\n").as_deref(),
        Some("b = 5 is above m = 4")
    );
    assert_eq!(
        outside(b"0 1\n").as_deref(),
        Some("m = 1 is outside 2..=100")
    );
    assert!(input.read(b"2 4\n1 2\n").is_err(), "a row missing");
}

#[test]
fn hdu_1730_enumerates_boards_up_to_a_bound() {
    let cases = hdu_1730().enumerate(3);
    // m in 2..=3; n rows in 0..=3 of the m(m - 1) ordered pairs a != b.
    let expected: usize = [2usize, 3]
        .iter()
        .map(|&m| (0..=3).map(|n| (m * (m - 1)).pow(n)).sum::<usize>())
        .sum();
    assert_eq!(cases.len(), expected);
    for case in &cases {
        assert!(case
            .rows()
            .iter()
            .all(|r| r["a"] != r["b"] && r["b"] <= case["m"]));
    }
}

#[test]
fn hdu_1730_random_cases_stay_inside_the_statement() {
    use oracles::format::{Draw, Sizes};
    let input = hdu_1730();
    let mut rng = oracles::Rng::with_seed(3);
    for level in 1..=10 {
        for _ in 0..20 {
            let how = Draw::Small(Sizes::DEFAULT, oracles::Scale::new(level));
            let case = input.draw(&mut rng, how);
            assert_eq!(input.outside(&case), None, "{case:?}");
            let text = input.render(std::slice::from_ref(&case));
            assert_eq!(input.read(text.as_bytes()).unwrap().cases, [case]);
        }
    }
}
