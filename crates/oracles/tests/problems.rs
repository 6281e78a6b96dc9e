//! Every problem's generator, renderer, parser and shrinker agree with each other, and the
//! oracles answer the statements' samples as the judges do.

use oracles::{with_problem, Parsed, Rng, Scale, Spec, Visitor, NAMES};

/// Random cases at every scale up to `top` render into inputs that parse back to the same
/// cases, within the statement, and the oracle can answer them and their shrink candidates.
struct RoundTrip {
    top: u8,
}

impl Visitor for RoundTrip {
    type Output = ();
    fn visit<P: Spec>(self) {
        let mut problem = P::default();
        let mut rng = Rng::with_seed(11);
        for level in 1..=self.top {
            let scale = Scale::new(level);
            for _ in 0..30 {
                let count = rng.usize(1..=P::MAX_BATCH.min(8));
                let cases: Vec<P::Case> = (0..count)
                    .map(|_| problem.random_case(&mut rng, scale))
                    .collect();
                let input = problem.render(&cases);
                let parsed = problem.parse(input.as_bytes());
                let expected = Ok(Parsed {
                    cases: cases.clone(),
                    outside_statement: None,
                });
                assert_eq!(parsed, expected, "{}: {input}", P::NAME);
                for case in &cases {
                    assert!(problem.feasible(case), "{}: {case:?} at {scale:?}", P::NAME);
                    for smaller in problem.shrink(case) {
                        assert_ne!(
                            &smaller,
                            case,
                            "{}: shrinking must change the case",
                            P::NAME
                        );
                        let alone = problem.render(std::slice::from_ref(&smaller));
                        let parsed = problem.parse(alone.as_bytes()).unwrap();
                        assert_eq!(
                            parsed.outside_statement,
                            None,
                            "{}: shrunk to {smaller:?}",
                            P::NAME
                        );
                        assert!(problem.feasible(&smaller));
                    }
                }
                assert!(!problem.expected(&cases).is_empty());
            }
        }
    }
}

#[test]
fn random_cases_round_trip_through_the_format_at_small_scales() {
    for name in NAMES {
        with_problem(
            name,
            RoundTrip {
                top: Scale::DEBUG.level(),
            },
        )
        .unwrap();
    }
}

/// The largest scales, where the searches are slow without optimisation: run with
/// `cargo test -p oracles --release -- --ignored`.
#[test]
#[ignore = "slow in a debug build"]
fn random_cases_round_trip_through_the_format_at_every_scale() {
    for name in NAMES {
        let started = std::time::Instant::now();
        with_problem(
            name,
            RoundTrip {
                top: Scale::LARGEST.level(),
            },
        )
        .unwrap();
        eprintln!("{name}: {:?}", started.elapsed());
    }
}

/// The sample of HDU 2516 in full: `cargo test -p oracles --release -- --ignored`.
#[test]
#[ignore = "slow in a debug build"]
fn the_fibonacci_oracle_answers_the_whole_sample() {
    assert_eq!(
        answers::<oracles::problems::Hdu2516>("2\n13\n10000\n0\n"),
        "Second win\nSecond win\nFirst win\n"
    );
}

struct Enumerated;

impl Visitor for Enumerated {
    type Output = ();
    fn visit<P: Spec>(self) {
        let problem = P::default();
        let cases = problem.enumerate(3);
        assert!(!cases.is_empty(), "{}", P::NAME);
        for batch in cases.chunks(P::MAX_BATCH.min(50)) {
            let input = problem.render(batch);
            let parsed = problem.parse(input.as_bytes()).unwrap();
            assert_eq!(parsed.cases, batch, "{}", P::NAME);
            assert_eq!(parsed.outside_statement, None, "{}: {input}", P::NAME);
        }
    }
}

#[test]
fn enumerated_cases_are_within_the_statement() {
    for name in NAMES {
        with_problem(name, Enumerated).unwrap();
    }
}

/// The maximum input renders into an input that parses back to the same cases, within the
/// statement: `gen --max` and `bench` time what a judge could send.
struct MaximumInput;

impl Visitor for MaximumInput {
    type Output = ();
    fn visit<P: Spec>(self) {
        let mut problem = P::default();
        let max = problem.max_input(&mut Rng::with_seed(5));
        assert!(max.cases.len() <= P::MAX_BATCH, "{}", P::NAME);
        let parsed = problem.parse(problem.render(&max.cases).as_bytes());
        let parsed = parsed.unwrap_or_else(|framing| panic!("{}: {framing}", P::NAME));
        assert_eq!(parsed.outside_statement, None, "{}", P::NAME);
        assert!(parsed.cases == max.cases, "{}: the cases changed", P::NAME);
    }
}

#[test]
fn maximum_inputs_are_within_the_statement() {
    for name in NAMES {
        with_problem(name, MaximumInput).unwrap();
    }
}

/// The exact references agree with the brute force wherever both reach: on random cases at the
/// small scales, and on the full-range cases the search can answer; and full-range cases are
/// inputs the judge could send.
struct ReferenceAgrees;

impl Visitor for ReferenceAgrees {
    type Output = ();
    fn visit<P: Spec>(self) {
        let started = std::time::Instant::now();
        let mut problem = P::default();
        let mut rng = Rng::with_seed(17);
        for level in 1..=Scale::DEBUG.level() {
            for _ in 0..20 {
                let case = problem.random_case(&mut rng, Scale::new(level));
                let expected = problem.answer(&case);
                assert_eq!(problem.reference(&case), expected, "{}: {case:?}", P::NAME);
            }
        }
        let mut answered = 0;
        for _ in 0..30 {
            let case = problem.full_range_case(&mut rng);
            let input = problem.render(std::slice::from_ref(&case));
            let parsed = problem.parse(input.as_bytes()).unwrap();
            assert_eq!(parsed.outside_statement, None, "{}: {case:?}", P::NAME);
            assert!(parsed.cases == [case.clone()], "{}: {case:?}", P::NAME);
            let reference = problem.reference(&case);
            if problem.feasible(&case) {
                assert_eq!(reference, problem.answer(&case), "{}: {case:?}", P::NAME);
                answered += 1;
            }
        }
        eprintln!(
            "{}: {answered} of 30 full-range cases also answered by the rules ({:?})",
            P::NAME,
            started.elapsed()
        );
    }
}

#[test]
fn exact_references_agree_with_the_rules_where_both_reach() {
    for name in NAMES {
        with_problem(name, ReferenceAgrees).unwrap();
    }
}

fn answers<P: Spec>(input: &str) -> String {
    let mut problem = P::default();
    let parsed = problem.parse(input.as_bytes()).unwrap();
    assert_eq!(parsed.outside_statement, None, "{input}");
    problem.expected(&parsed.cases)
}

/// The official samples, verbatim from the statements.
#[test]
fn the_oracles_answer_the_official_samples() {
    use oracles::problems::*;
    assert_eq!(answers::<LuoguP2197>("2\n2\n1 1\n2\n1 0\n"), "No\nYes\n");
    assert_eq!(answers::<LuoguP1247>("3\n3 6 9\n"), "4 3\n3 6 5\n");
    assert_eq!(answers::<LuoguP1247>("4\n15 22 19 10\n"), "lose\n");
    assert_eq!(answers::<Hdu1846>("2\n23 2\n4 3\n"), "first\nsecond\n");
    assert_eq!(answers::<Hdu2149>("4 2\n3 2\n3 5\n"), "1\nnone\n3 4 5\n");
    assert_eq!(
        answers::<Hdu2147>("5 3\n5 4\n6 6\n0 0\n"),
        "What a pity!\nWonderful!\nWonderful!\n"
    );
    // The sample's third pile, 10000, fills a table of 5·10^7 positions: seconds in a debug
    // build, so it is answered in the release-only test below.
    assert_eq!(answers::<Hdu2516>("2\n13\n0\n"), "Second win\nSecond win\n");
    assert_eq!(answers::<Hdu1850>("3\n5 7 9\n0\n"), "1\n");
    assert_eq!(answers::<Poj1740>("3\n2 1 3\n2\n1 1\n0\n"), "1\n0\n");
    assert_eq!(
        answers::<Poj1704>("2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n"),
        "Bob will win\nGeorgia will win\n"
    );
    assert_eq!(answers::<Poj1067>("2 1\n8 4\n4 7\n"), "0\n1\n0\n");
    assert_eq!(answers::<Hdu3032>("2\n3\n2 2 3\n2\n3 3\n"), "Alice\nBob\n");
    assert_eq!(
        answers::<Hdu1536>(
            "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n\
             4 2 3 7 12\n0\n"
        ),
        "LWW\nWWL\n"
    );
    assert_eq!(answers::<Hdu1848>("1 1 1\n1 4 1\n0 0 0\n"), "Fibo\nNacci\n");
    assert_eq!(answers::<Hdu1907>("2\n3\n3 5 1\n1\n1\n"), "John\nBrother\n");
}

#[test]
fn the_parsers_tell_framing_errors_from_inputs_outside_the_statement() {
    use oracles::problems::*;
    let p = LuoguP2197::default();
    assert!(p.parse(b"").is_err());
    assert!(
        p.parse(b"2\n1\n1\n").is_err(),
        "a count larger than the cases given"
    );
    assert!(p.parse(b"1\n1\n-1\n").is_err());
    let outside = p.parse(b"1\n1\n10000\n").unwrap().outside_statement;
    assert!(outside.unwrap().contains("10000"));
    let trailing = p.parse(b"1\n1\n3\nxyz").unwrap().outside_statement;
    assert!(trailing.unwrap().contains("follow"));
    let kiki = Hdu2147::default();
    assert_eq!(
        kiki.parse(b"5 3").unwrap().outside_statement,
        None,
        "the terminator may be missing"
    );
    assert!(kiki.parse(b"5 3\n5").is_err());
    let s_nim = Hdu1536::default();
    assert_eq!(
        s_nim.parse(b"2 5 2\n2\n0\n3 1 0 1\n").unwrap(),
        Parsed {
            cases: vec![SNimCase {
                moves: vec![5, 2],
                positions: vec![vec![], vec![1, 0, 1]],
            }],
            outside_statement: None,
        },
        "unsorted moves, an empty position, no terminator"
    );
    assert!(
        s_nim.parse(b"2 5 2\n2\n1 3\n").is_err(),
        "a missing position"
    );
    let zero_move = s_nim.parse(b"1 0\n1\n1 3\n0\n").unwrap();
    assert!(zero_move.outside_statement.is_some() && !s_nim.feasible(&zero_move.cases[0]));
    let fibonacci = Hdu1848::default();
    assert!(fibonacci.parse(b"1 1 1\n0 0").is_err(), "a cut terminator");
    let empty_heap = fibonacci.parse(b"0 4 1\n0 0 0\n").unwrap();
    assert!(empty_heap.outside_statement.unwrap().contains("m = 0"));
    let john = Hdu1907::default();
    assert_eq!(
        john.parse(b"1\n0\n").unwrap().outside_statement,
        None,
        "the statement does not promise N >= 1"
    );
    assert!(john
        .parse(b"1\n1\n0\n")
        .unwrap()
        .outside_statement
        .is_some());
    let chessmen = Poj1704::default();
    let shared = chessmen.parse(b"1\n2\n3 3\n").unwrap();
    assert!(shared.outside_statement.is_some() && !chessmen.feasible(&shared.cases[0]));
}
