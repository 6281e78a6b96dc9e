//! Each problem's own tests of its spec, which [`crate::prove_binary!`] writes into the
//! problem's `tests/proof.rs` (`cargo test -p <name>` runs them with its other proofs): its format
//! round-trips, its enumerated and maximum inputs are inside the statement, its exact reference
//! agrees with its game, its testcases agree with its game, and the derived defaults catch its
//! planted bug.

use crate::check::{summary, testcases as check_testcases};
use crate::problem::derived_random_case;
use crate::{Parsed, Problem, Rng, Scale, Spec};
use std::path::PathBuf;

/// Random cases at every scale up to `top` render into inputs that parse back to the same
/// cases, within the statement; the oracle answers them and their shrink candidates.
pub fn round_trip<P: Problem>(top: u8) {
    let mut problem = P::default();
    let mut rng = Rng::with_seed(11);
    for level in 1..=top {
        let scale = Scale::new(level);
        for _ in 0..30 {
            let count = rng.usize(1..=P::max_batch().min(8));
            let cases: Vec<_> = (0..count)
                .map(|_| Spec::random_case(&mut problem, &mut rng, scale))
                .collect();
            let input = Spec::render(&problem, &cases);
            let expected = Ok(Parsed {
                cases: cases.clone(),
                outside_statement: None,
            });
            assert_eq!(Spec::parse(&problem, input.as_bytes()), expected, "{input}");
            for case in &cases {
                assert!(Spec::feasible(&problem, case), "{case:?} at {scale:?}");
                for smaller in Spec::shrink(&problem, case) {
                    assert_ne!(&smaller, case, "shrinking must change the case");
                    let alone = Spec::render(&problem, std::slice::from_ref(&smaller));
                    let parsed = Spec::parse(&problem, alone.as_bytes()).unwrap();
                    assert_eq!(parsed.outside_statement, None, "shrunk to {smaller:?}");
                }
            }
            // The oracle answers them (an answer may be empty: a graph without queries).
            Spec::expected(&mut problem, &cases);
        }
    }
}

pub fn enumerated<P: Problem>() {
    let problem = P::default();
    let cases = Spec::enumerate(&problem, 3);
    assert!(!cases.is_empty());
    for batch in cases.chunks(P::max_batch().min(50)) {
        let input = Spec::render(&problem, batch);
        let parsed = Spec::parse(&problem, input.as_bytes()).unwrap();
        assert_eq!(parsed.cases, batch);
        assert_eq!(parsed.outside_statement, None, "{input}");
    }
}

/// `gen --max` and `bench` time what a judge could send.
pub fn maximum_input<P: Problem>() {
    let mut problem = P::default();
    let max = Spec::max_input(&mut problem, &mut Rng::with_seed(5));
    assert!(max.cases.len() <= P::max_batch());
    let parsed = Spec::parse(&problem, Spec::render(&problem, &max.cases).as_bytes());
    let parsed = parsed.unwrap_or_else(|framing| panic!("{framing}"));
    assert_eq!(parsed.outside_statement, None, "{}", max.shape);
    assert!(parsed.cases == max.cases, "the cases changed");
}

/// On random cases at the small scales, and on the full-range cases the search can answer; and
/// full-range cases are inputs the judge could send.
///
/// A spec without an exact reference has nothing to compare: the test says so on stderr (past
/// the test harness's capture, so that it shows beside `ok`) rather than pass as if it checked.
pub fn reference_agrees<P: Problem>() {
    let mut problem = P::default();
    let mut rng = Rng::with_seed(17);
    let mut compared = 0;
    for level in 1..=Scale::DEBUG.level() {
        for _ in 0..20 {
            let case = Spec::random_case(&mut problem, &mut rng, Scale::new(level));
            let expected = Spec::answer(&mut problem, &case);
            if let Some(reference) = Spec::exact_reference(&mut problem, &case) {
                assert_eq!(reference, expected, "{case:?}");
                compared += 1;
            }
        }
    }
    for _ in 0..30 {
        let case = Spec::full_range_case(&mut problem, &mut rng);
        let input = Spec::render(&problem, std::slice::from_ref(&case));
        let parsed = Spec::parse(&problem, input.as_bytes()).unwrap();
        assert_eq!(parsed.outside_statement, None, "{case:?}");
        assert!(parsed.cases == [case.clone()], "{case:?}");
        let Some(reference) = Spec::exact_reference(&mut problem, &case) else {
            continue;
        };
        if Spec::feasible(&problem, &case) {
            assert_eq!(reference, Spec::answer(&mut problem, &case), "{case:?}");
            compared += 1;
        }
    }
    if compared == 0 {
        say_past_capture(&format!(
            "{}: no exact reference (Problem::reference is the default `None`): nothing checked",
            P::NAME
        ));
    }
}

/// Writes a line on the process's stderr itself, which the test harness does not capture (it
/// captures `eprintln!`): for what a passing test must not hide.
pub fn say_past_capture(line: &str) {
    use std::io::Write as _;
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn judge_of<P: Problem>() -> judge::Judge {
    let directory = root().join("problems").join(P::NAME);
    crate::proof::judge_of(directory.to_str().expect("a UTF-8 path"), None)
}

/// The `.out` files were written by hand or by another brute force: this checks every case of
/// them from the rules (or the exact reference beyond them), the statements' samples among them;
/// a case neither reaches fails the test, named.
pub fn testcases<P: Problem>() {
    let report = check_testcases::<P>(&judge_of::<P>(), &directory_of::<P>());
    assert!(
        report.files > 0,
        "no testcases in {}",
        directory_of::<P>().display()
    );
    assert!(
        report.cases_checked > 0,
        "{}: no testcase checked: {}",
        P::NAME,
        summary(&report)
    );
    eprintln!("{}: {}", P::NAME, summary(&report));
}

fn directory_of<P: Problem>() -> PathBuf {
    root().join("testcases").join(P::NAME)
}

/// A problem whose rules are fixed names its game ([`Problem::GAME`]), which the game tools
/// explore under the problem's name; one whose case gives its game (a graph of the input:
/// [`Problem::game_values`]) has none, and says so.
pub fn game_is_named<P: Problem>() {
    let mut problem = P::default();
    let case = derived_random_case(&mut problem, &mut Rng::with_seed(3), Scale::SMALLEST);
    if problem.game_values(&case).is_some() {
        say_past_capture(&format!(
            "{}: the case gives its game: no game to name",
            P::NAME
        ));
        return;
    }
    let game = P::GAME.unwrap_or_else(|| {
        panic!(
            "{} names no game: write `const GAME: Option<GameOf> = Some(...)` in {}, a game of \
             crates/moves/src/games or one of the problem's own",
            P::NAME,
            crate::problem::spec_file::<P>()
        )
    })();
    assert!(!game.about().name.is_empty());
}

/// The spec's planted bug ([`Problem::planted_bug`]: the rule with an off-by-one in its constant
/// or comparison) disagrees with the game on some input of derived random cases alone (no
/// hand-made generator), judged as `runner test` judges, within 300 inputs; and it agrees on
/// some case, so that it is a near miss, not an answer wrong everywhere (a misspelt verdict).
/// Its output is rendered as the rules' is ([`Spec::join`]: each answer behind its label where
/// answers are numbered), so that only the rule differs between the two.
pub fn planted_bug_caught<P: Problem>() {
    planted_bug_caught_by::<P>(&judge_of::<P>());
}

/// [`planted_bug_caught`], judged by `judge`.
fn planted_bug_caught_by<P: Problem>(judge: &judge::Judge) {
    let mut problem = P::default();
    let mut rng = Rng::with_seed(crate::check::default_seed::<P>());
    let (mut caught, mut agreed) = (None, 0);
    for i in 0..300u64 {
        let scale = Scale::new(1 + (i / 30) as u8).min(Scale::DEBUG);
        let count = rng.usize(1..=P::max_batch().min(10));
        let cases: Vec<_> = (0..count)
            .map(|_| derived_random_case(&mut problem, &mut rng, scale))
            .collect();
        let input = Spec::render(&problem, &cases);
        let expected = Spec::expected(&mut problem, &cases);
        let planted = P::join(cases.iter().map(|case| problem.planted_bug(case)));
        let case = judge::Case::in_memory(input.as_bytes(), expected.as_bytes());
        if caught.is_none() && !judge.accepts(&case, planted.as_bytes()) {
            caught = Some(i);
        }
        agreed += cases
            .iter()
            .filter(|case| problem.planted_bug(case) == Spec::answer(&mut problem, case))
            .count();
        if caught.is_some() && agreed > 0 {
            break;
        }
    }
    let caught = caught.unwrap_or_else(|| {
        panic!(
            "{}: 300 inputs of derived random cases miss the planted bug: is it a miss the \
             statement allows? If so, the derived cases need to reach it: raise `SIZES`, or write \
             `full_range_case` or `enumerate` with a comment naming it ({})",
            P::NAME,
            crate::problem::spec_file::<P>()
        )
    });
    assert!(
        agreed > 0,
        "{}: the planted bug is wrong on every case",
        P::NAME
    );
    eprintln!("{}: the planted bug is caught at input {caught}", P::NAME);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Case;
    use std::panic::{catch_unwind, AssertUnwindSafe};

    /// A pile of n, a move takes 1 or 2: the mover wins iff n mod 3 != 0. `LABEL` numbers the
    /// answers: not at all (0), `Case k: ` before the verdict (1), `Case k:` on a line of its
    /// own (2). `BUG` picks the planted bug: the rule itself (`false`), which no check may take
    /// for a bug, or n mod 4.
    #[derive(Default)]
    struct Takes<const LABEL: u8, const BUG: bool>;

    impl<const LABEL: u8, const BUG: bool> Problem for Takes<LABEL, BUG> {
        const NAME: &'static str = "x-takes";
        const FORMAT: [&'static str; 2] = ["T cases / n", "1 <= T <= 10; 1 <= n <= 100"];
        const VERDICTS: [&'static str; 2] = ["first", "second"];
        const EXHAUSTIVE_BOUND: u64 = 20;
        const NUMBERED: Option<&'static str> = match LABEL {
            0 => None,
            1 => Some("Case {}: "),
            _ => Some("Case {}:\n"),
        };

        fn wins(&mut self, case: &Case) -> bool {
            // From the rules: a position wins when a move reaches a lost one.
            let mut wins = vec![false; case["n"] as usize + 1];
            for n in 1..wins.len() {
                wins[n] = (1..=2.min(n)).any(|take| !wins[n - take]);
            }
            wins[case["n"] as usize]
        }

        fn planted_bug(&mut self, case: &Case) -> String {
            Self::say(!case["n"].is_multiple_of(if BUG { 4 } else { 3 }))
        }
    }

    /// Regression: the planted bug's answers were joined without their `Case k: ` labels while
    /// the expected output had them, so every planted bug of a labelled problem was "caught at
    /// input 0", the right rule too. A label on a line of its own is rendered alike.
    #[test]
    fn the_right_rule_planted_as_a_bug_fails_the_check_with_labels_and_without() {
        planted_bug_caught_by::<Takes<0, true>>(&crate::proof::exact_judge());
        planted_bug_caught_by::<Takes<1, true>>(&crate::proof::exact_judge());
        planted_bug_caught_by::<Takes<2, true>>(&crate::proof::exact_judge());
        for caught in [
            catch_unwind(AssertUnwindSafe(|| {
                planted_bug_caught_by::<Takes<0, false>>(&crate::proof::exact_judge())
            })),
            catch_unwind(AssertUnwindSafe(|| {
                planted_bug_caught_by::<Takes<1, false>>(&crate::proof::exact_judge())
            })),
            catch_unwind(AssertUnwindSafe(|| {
                planted_bug_caught_by::<Takes<2, false>>(&crate::proof::exact_judge())
            })),
        ] {
            assert!(caught.is_err(), "the right rule passed for a planted bug");
        }
    }
}
