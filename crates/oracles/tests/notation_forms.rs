//! The statement forms the notation reaches beyond numbers and lists: sections that end with a
//! line of zeros inside a case, groups nested in groups, words, grids, bounds relative to counts,
//! names the statement leaves unbounded, a spec's `feasible` as part of the format (dates), and
//! answers of many lines. Each is read, checked, rendered, drawn, enumerated and shrunk.

use oracles::check::{case_outputs, shrink_failure, Answers};
use oracles::format::{Case, Draw, Input, Sizes};
use oracles::games::calendar::date;
use oracles::{AnswerLines, Problem, Rng, Scale, Spec};

/// HDU 1524's format: graphs until the end, each with queries until a line `0`.
fn graphs() -> Input {
    Input::parse(
        "until end / N / (X x*X)*N / queries(M p*M) until 0",
        "1 <= N <= 1000; X < N; x < N; 1 <= M <= 10; p < N",
    )
}

const HDU_1524_SAMPLE: &str =
    "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";

/// Every case drawn at every scale, and the largest, lies inside the statement and reads back.
fn draws_stay_inside(input: &Input) {
    let mut rng = Rng::with_seed(7);
    for level in 1..=10 {
        for _ in 0..20 {
            let how = Draw::Small(Sizes::DEFAULT, Scale::new(level));
            for case in [
                input.draw(&mut rng, how),
                input.draw(&mut rng, Draw::FullRange),
            ] {
                assert_eq!(input.outside(&case), None, "{case:?}");
                let text = input.render(std::slice::from_ref(&case));
                assert_eq!(input.read(text.as_bytes()).unwrap().cases, [case]);
            }
        }
    }
}

#[test]
fn queries_until_a_zero_line_inside_a_case() {
    let input = graphs();
    let parsed = input.read(HDU_1524_SAMPLE.as_bytes()).unwrap();
    assert_eq!(parsed.outside_statement, None);
    assert_eq!(parsed.cases.len(), 2, "two graphs, not five cases");
    let queries: Vec<Vec<&[u64]>> = parsed
        .cases
        .iter()
        .map(|case| case.group("queries").iter().map(|q| q.list("p")).collect())
        .collect();
    assert_eq!(
        queries,
        [
            vec![&[0][..], &[0, 2]],
            vec![&[0, 1][..], &[1, 1], &[0, 1, 3]]
        ]
    );
    let edges: Vec<&[u64]> = parsed.cases[0]
        .group("N")
        .iter()
        .map(|r| r.list("x"))
        .collect();
    assert_eq!(edges, [&[1, 2][..], &[], &[3], &[]]);
    assert_eq!(
        input.render(&parsed.cases),
        HDU_1524_SAMPLE.replace("\n\n", "\n")
    );
    let cut = input.read(b"1\n0\n1 0\n").unwrap();
    assert_eq!(
        cut.cases[0].group("queries").len(),
        1,
        "a zero line missing at the end"
    );
    assert!(input.read(b"1\n0\n2 0\n").is_err(), "a query cut short");
}

#[test]
fn a_bound_relative_to_a_count_is_checked_drawn_enumerated_and_shrunk_within() {
    let input = graphs();
    let outside = |text: &str| input.read(text.as_bytes()).unwrap().outside_statement;
    assert_eq!(
        outside("2\n0\n0\n1 2\n0\n").as_deref(),
        Some("p = 2 is not below N = 2")
    );
    assert_eq!(
        outside("2\n1 2\n0\n0\n").as_deref(),
        Some("x = 2 is not below N = 2")
    );
    assert_eq!(
        outside("2\n2 0 1\n0\n0\n").as_deref(),
        Some("X = 2 is not below N = 2")
    );
    draws_stay_inside(&input);
    // N = 1: no edge, queries of 1 or 2 pieces on node 0; N = 2: X, x and p within 0..=1.
    let cases = input.enumerate(2);
    assert!(!cases.is_empty());
    for case in &cases {
        assert_eq!(input.outside(case), None, "{case:?}");
        let n = case.group("N").len() as u64;
        let all_p = case.group("queries").iter().flat_map(|q| q.list("p"));
        assert!(all_p.copied().all(|p| p < n), "{case:?}");
    }
    let big = input
        .read(b"3\n2 1 2\n1 2\n0\n2 2 1\n3 0 1 2\n0\n")
        .unwrap();
    for smaller in input.shrink(&big.cases[0]) {
        assert_eq!(input.outside(&smaller), None, "{smaller:?}");
    }
}

#[test]
fn groups_nest_to_any_depth_in_any_frame() {
    let input = Input::parse(
        "T cases / n / (k / (a b)*k / q(c) until 0)*n",
        "T <= 5; n, k <= 3; 1 <= a, b <= 9; a != b; 1 <= c <= 9",
    );
    let text = "1\n2\n1\n1 2\n3\n0\n0\n0\n";
    let parsed = input.read(text.as_bytes()).unwrap();
    assert_eq!(parsed.outside_statement, None);
    let rows = parsed.cases[0].group("n");
    assert_eq!(rows[0].group("k")[0]["b"], 2);
    assert_eq!(rows[0].group("q")[0]["c"], 3);
    assert!(rows[1].group("k").is_empty() && rows[1].group("q").is_empty());
    assert_eq!(input.render(&parsed.cases), text);
    draws_stay_inside(&input);
}

#[test]
fn a_word_of_digits_up_to_six_long() {
    let input = Input::parse("until end / s", "s in 0-9; 1 <= |s| <= 6");
    let parsed = input.read(b"123\r\n0042").unwrap();
    assert_eq!(parsed.outside_statement, None);
    assert_eq!(
        parsed.cases[1].word("s"),
        "0042",
        "leading zeros are the word's"
    );
    let outside = |text: &[u8]| input.read(text).unwrap().outside_statement;
    assert_eq!(
        outside(b"12a\n").as_deref(),
        Some("s = \"12a\" holds 'a', not one of \"0123456789\"")
    );
    assert_eq!(
        outside(b"1234567\n").as_deref(),
        Some("the length of s = 7 is outside 1..=6")
    );
    // Every word of one or two digits.
    assert_eq!(input.enumerate(2).len(), 10 + 100);
    draws_stay_inside(&input);
    let long = Case {
        fields: vec![("s", oracles::format::Value::Word("907".to_string()))],
    };
    let shrunk: Vec<String> = input
        .shrink(&long)
        .iter()
        .map(|case| case.word("s").to_string())
        .collect();
    let expected = [
        "9", "07", "97", "90", "007", "407", "807", "900", "903", "906",
    ];
    assert_eq!(shrunk, expected.map(String::from));
}

#[test]
fn a_grid_of_r_lines_of_c_characters() {
    let input = Input::parse(
        "T cases / R C / (row)*R",
        "T <= 10; 1 <= R, C <= 3; row in .#; |row| = C",
    );
    let text = "1\n2 3\n.#.\n##.\n";
    let parsed = input.read(text.as_bytes()).unwrap();
    assert_eq!(parsed.outside_statement, None);
    let grid: Vec<&str> = parsed.cases[0]
        .group("R")
        .iter()
        .map(|row| row.word("row"))
        .collect();
    assert_eq!(grid, [".#.", "##."]);
    assert_eq!(input.render(&parsed.cases), text);
    let short = input.read(b"1\n2 3\n.#.\n#.\n").unwrap().outside_statement;
    assert_eq!(
        short.as_deref(),
        Some("the length of row = 2 is below C = 3")
    );
    // R, C in 1..=2: 2 + 4 + 4 + 16 grids.
    assert_eq!(input.enumerate(2).len(), 26);
    draws_stay_inside(&input);
}

#[test]
fn a_name_the_statement_leaves_unbounded_reads_anything_and_is_drawn_to_a_default() {
    let input = Input::parse("T cases / n k", "1 <= T; n <= 5; 1 <= k");
    assert_eq!(input.batch_limit(), usize::MAX);
    let many = format!("3000\n{}", "1 99999999999\n".repeat(3000));
    assert_eq!(input.read(many.as_bytes()).unwrap().outside_statement, None);
    let none = input.read(b"0\n").unwrap().outside_statement;
    assert_eq!(none.as_deref(), Some("T = 0 is below 1"));
    let mut rng = Rng::with_seed(1);
    let cases: Vec<Case> = (0..50)
        .map(|_| input.draw(&mut rng, Draw::Largest))
        .collect();
    let drawn: Vec<u64> = cases.iter().map(|case| case["k"]).collect();
    let most = 1 + oracles::format::notation::UNBOUNDED_DRAWN;
    assert!(drawn.iter().all(|&k| (1..=most).contains(&k)), "{drawn:?}");
    assert!(drawn.iter().any(|&k| k > most / 2), "{drawn:?}");
    let (least, most) = (drawn.iter().min().unwrap(), drawn.iter().max().unwrap());
    let shape = input.describe_largest(&cases);
    assert!(shape.starts_with("T = 50, "), "{shape}");
    assert!(
        shape.contains(&format!(", {least} <= k <= {most}")),
        "{shape}"
    );
}

/// Dates from 1900-01-01 to 2001-11-04: a format and a `feasible` of a few lines.
#[derive(Default)]
struct Dates;

impl Problem for Dates {
    const NAME: &'static str = "x-dates";
    const FORMAT: [&'static str; 2] = [
        "T cases / y m d",
        "1 <= T; 1900 <= y <= 2001; 1 <= m <= 12; 1 <= d <= 31",
    ];
    const VERDICTS: [&'static str; 2] = ["YES", "NO"];
    const EXHAUSTIVE_BOUND: u64 = 2001;
    const SIZES: Sizes = Sizes::WHOLE;

    fn wins(&mut self, case: &Case) -> bool {
        (case["m"] + case["d"]).is_multiple_of(2)
    }

    /// The date exists and is not past 2001-11-04 (the calendar game's own check).
    fn feasible(&self, case: &Case) -> bool {
        date(case["y"], case["m"], case["d"]).is_some()
    }
}

#[test]
fn derived_cases_keep_to_the_spec_s_feasible() {
    let mut dates = Dates;
    let mut rng = Rng::with_seed(3);
    let mut thirtieths = 0;
    for level in 1..=10 {
        for _ in 0..50 {
            let case = Spec::random_case(&mut dates, &mut rng, Scale::new(level));
            assert!(Spec::feasible(&dates, &case), "{case:?}");
            thirtieths += usize::from(case["d"] == 30 && [9, 11].contains(&case["m"]));
        }
    }
    assert!(thirtieths > 0, "no 9/30 or 11/30 among 500 random dates");
    let largest = Spec::max_input(&mut dates, &mut rng);
    assert_eq!(largest.cases.len(), 100_000, "T unbounded: MAX_CASES dates");
    assert!(largest
        .cases
        .iter()
        .all(|case| Spec::feasible(&dates, case)));
    // Every date of the range: 102 years of 365 days, 25 leap days, less 2001-11-05..=12-31.
    let all = Spec::enumerate(&dates, 2001);
    assert_eq!(all.len(), 102 * 365 + 25 - 57);
    // A failure on the 30ths shrinks to a smaller date that still exists.
    let start = Case::numbers(&[("y", 2001), ("m", 11), ("d", 4)]);
    let small = shrink_failure(&mut dates, vec![start], 200, Answers::Rules, |_, cases| {
        cases[0]["d"] >= 3
    });
    assert_eq!(small[0].numbers_in_order(), [1900, 1, 3]);
}

#[test]
fn answers_of_many_lines_split_into_each_case_s_own() {
    /// Nim answers as HDU 2176 prints them: `No`, or `Yes` and every winning move.
    #[derive(Default)]
    struct Moves;
    impl Problem for Moves {
        const NAME: &'static str = "x-moves";
        const FORMAT: [&'static str; 2] = ["until 0 / m / a*m", "m <= 5; a <= 9"];
        const VERDICTS: [&'static str; 2] = ["Yes", "No"];
        const LINES_PER_ANSWER: AnswerLines = AnswerLines::FromVerdict;
        const EXHAUSTIVE_BOUND: u64 = 3;
        fn wins(&mut self, _case: &Case) -> bool {
            true
        }
    }
    let expected = ["No\n", "Yes\n9 5\n", "No\n"].map(String::from);
    let output = b"Yes\n8 1\n9 0\nNo\nYes\n";
    let parts = case_outputs::<Moves>(&expected, output);
    assert_eq!(parts, [&b"Yes\n8 1\n9 0\n"[..], b"No\n", b"Yes\n"]);
    /// HDU 1524's: a line per query, however many the case has.
    #[derive(Default)]
    struct Queries;
    impl Problem for Queries {
        const NAME: &'static str = "x-queries";
        const FORMAT: [&'static str; 2] = ["until end / n", "n <= 5"];
        const VERDICTS: [&'static str; 2] = ["WIN", "LOSE"];
        const LINES_PER_ANSWER: AnswerLines = AnswerLines::AsExpected;
        const EXHAUSTIVE_BOUND: u64 = 3;
        fn wins(&mut self, _case: &Case) -> bool {
            true
        }
    }
    let expected = ["WIN\nWIN\n", "", "LOSE\n"].map(String::from);
    let parts = case_outputs::<Queries>(&expected, b"WIN\nLOSE\nWIN\nWIN\n");
    assert_eq!(parts, [&b"WIN\nLOSE\n"[..], b"", b"WIN\nWIN\n"]);
}

/// A spec that names a field its format does not have.
#[derive(Default)]
struct Misnamed;

impl Problem for Misnamed {
    const NAME: &'static str = "hdu-9997";
    const FORMAT: [&'static str; 2] = ["until end / n m", "1 <= n, m <= 9"];
    const VERDICTS: [&'static str; 2] = ["first", "second"];
    const EXHAUSTIVE_BOUND: u64 = 3;

    fn wins(&mut self, case: &Case) -> bool {
        case["x"] > 0
    }
}

#[test]
fn a_spec_s_unknown_field_is_one_line_naming_its_file() {
    let payload = std::panic::catch_unwind(|| {
        Spec::answer(&mut Misnamed, &Case::numbers(&[("n", 1), ("m", 2)]))
    })
    .unwrap_err();
    let message = payload.downcast_ref::<String>().unwrap();
    assert_eq!(
        message,
        "problems/hdu-9997/spec.rs: a case has no field `x` (its fields: n, m): \
         use a name of the spec's FORMAT"
    );
    assert!(oracles::is_spec_mistake(message));
}

/// A spec that names a field of a group's rows as a field of the case.
#[derive(Default)]
struct RowFieldAsCaseField;

impl Problem for RowFieldAsCaseField {
    const NAME: &'static str = "hdu-9995";
    const FORMAT: [&'static str; 2] = ["until 0 / N / (s c)*N", "1 <= N <= 3; c <= s <= 9"];
    const VERDICTS: [&'static str; 2] = ["Yes", "No"];
    const EXHAUSTIVE_BOUND: u64 = 2;

    fn wins(&mut self, case: &Case) -> bool {
        case["s"] > 0
    }
}

#[test]
fn a_row_s_field_named_on_the_case_points_to_its_group() {
    let case = RowFieldAsCaseField::input()
        .read(
            b"2
3 1
4 4
0
",
        )
        .unwrap()
        .cases[0]
        .clone();
    let payload =
        std::panic::catch_unwind(|| Spec::answer(&mut RowFieldAsCaseField, &case)).unwrap_err();
    let message = payload.downcast_ref::<String>().unwrap();
    assert_eq!(
        message,
        "problems/hdu-9995/spec.rs: a case has no field `s` (its fields: N): `s` is a field of \
         each row of the group `N`: name the group, or read its rows with case.group(\"N\")"
    );
    assert!(oracles::is_spec_mistake(message));
}

/// A spec that reads a grid's row count, a group, as a number.
#[derive(Default)]
struct GroupAsNumber;

impl Problem for GroupAsNumber {
    const NAME: &'static str = "hdu-9996";
    const FORMAT: [&'static str; 2] = [
        "T cases / R C / (row)*R",
        "T <= 3; 1 <= R, C <= 2; row in .#; |row| = C",
    ];
    const VERDICTS: [&'static str; 2] = ["first", "second"];
    const EXHAUSTIVE_BOUND: u64 = 2;

    fn wins(&mut self, case: &Case) -> bool {
        case["R"] > 1
    }
}

#[test]
fn a_spec_s_field_of_the_wrong_kind_is_one_line_saying_how_to_read_it() {
    let case = GroupAsNumber::input().read(b"1\n1 2\n.#\n").unwrap().cases[0].clone();
    let payload = std::panic::catch_unwind(|| Spec::answer(&mut GroupAsNumber, &case)).unwrap_err();
    let message = payload.downcast_ref::<String>().unwrap();
    assert_eq!(
        message,
        "problems/hdu-9996/spec.rs: a case's field `R` is a group of rows, not a \
         number: read it as case.group(\"R\"), its number of rows case.group(\"R\").len()"
    );
    assert!(oracles::is_spec_mistake(message));
}

/// Boards of at most 16 cells among R, C <= 8: the largest draws that are feasible are narrow.
#[derive(Default)]
struct SmallBoards;

impl Problem for SmallBoards {
    const NAME: &'static str = "x-small-boards";
    const FORMAT: [&'static str; 2] = [
        "T cases / R C / (row)*R",
        "1 <= T <= 100; 1 <= R, C <= 8; row in .#; |row| = C",
    ];
    const VERDICTS: [&'static str; 2] = ["first", "second"];
    const EXHAUSTIVE_BOUND: u64 = 2;

    fn feasible(&self, case: &Case) -> bool {
        case.group("R").len() as u64 * case["C"] <= 16
    }

    fn wins(&mut self, case: &Case) -> bool {
        case.group("R").len().is_multiple_of(2)
    }
}

#[test]
fn the_largest_input_s_shape_says_what_was_drawn() {
    let max = Spec::max_input(&mut SmallBoards, &mut Rng::with_seed(3));
    let widest = max.cases.iter().map(|case| case["C"]).max().unwrap();
    let row = max.cases.iter().flat_map(|case| case.group("R"));
    let longest = row.map(|row| row.word("row").len()).max().unwrap();
    assert_eq!(longest as u64, widest);
    let shape = &max.shape;
    assert!(shape.starts_with("T = 100, "), "{shape}");
    assert!(shape.contains(&format!("<= C <= {widest}")), "{shape}");
    assert!(shape.contains(&format!("<= |row| <= {longest}")), "{shape}");
}
