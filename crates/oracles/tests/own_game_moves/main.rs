//! A problem's own game whose answer is every winning move (`plays!(own heaps …, with theory,
//! answer from game::moves, by say)`), on HDU 2176's statement: the moves come from
//! the game's moves and the search (`answer`) or its theory (`reference`), written by neither.
//! The moves are listed one by one, so the statement's piles are kept small here: at HDU 2176's
//! 2^31 stones a pile, the theory's answer would list 2^31 moves of each pile.

#[path = "game.rs"]
mod game;

use oracles::format::Sizes;
use oracles::prelude::*;
use oracles::proofs;

#[derive(Default)]
struct EveryMove(Searched<Heaps<game::TakeAny>>);

/// `Yes` and a line `a b` for each winning move, or `No`.
fn say(_case: &Case, moves: Vec<Vec<u64>>) -> String {
    let lines: String = moves.iter().map(|m| join(m) + "\n").collect();
    EveryMove::say(!lines.is_empty()) + &lines
}

impl Problem for EveryMove {
    const NAME: &'static str = "x-every-move";
    const FORMAT: [&'static str; 2] = ["until 0 / m / a*m", "1 <= m <= 8; 1 <= a <= 60"];
    const VERDICTS: [&'static str; 2] = ["Yes", "No"];
    const LINES_PER_ANSWER: AnswerLines = AnswerLines::FromVerdict;
    const MAX_CASES: usize = 10;
    const EXHAUSTIVE_BOUND: u64 = 5;
    const SIZES: Sizes = Sizes::values([1, 2, 3, 4, 5, 6, 6, 7, 8, 8]);
    oracles::plays!(
        own heaps game::TakeAny(a),
        with theory, answer from game::moves, by say
    );
}

const SAMPLE_IN: &str = "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n";
const SAMPLE_OUT: &str = "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n";

#[test]
fn the_search_and_the_theory_each_give_the_samples_moves() {
    let mut problem = EveryMove::default();
    let cases = oracles::Spec::parse(&problem, SAMPLE_IN.as_bytes())
        .unwrap()
        .cases;
    assert_eq!(oracles::Spec::expected(&mut problem, &cases), SAMPLE_OUT);
    let by_theory: String = cases
        .iter()
        .map(|case| Problem::reference(&mut problem, case).unwrap())
        .collect();
    assert_eq!(by_theory, SAMPLE_OUT);
}

#[test]
fn two_equal_piles_each_give_their_move() {
    let mut problem = EveryMove::default();
    let cases = oracles::Spec::parse(&problem, b"3\n4 4 4\n0\n")
        .unwrap()
        .cases;
    assert_eq!(
        oracles::Spec::expected(&mut problem, &cases),
        "Yes\n4 0\n4 0\n4 0\n"
    );
}

#[test]
fn the_search_agrees_with_the_theory_on_every_small_case() {
    let mut problem = EveryMove::default();
    let cases = oracles::Spec::enumerate(&problem, <EveryMove as Problem>::EXHAUSTIVE_BOUND);
    assert!(cases.len() > 100, "{} cases", cases.len());
    for case in &cases {
        let by_theory = Problem::reference(&mut problem, case).unwrap();
        assert_eq!(Problem::answer(&mut problem, case), by_theory, "{case:?}");
    }
    proofs::reference_agrees::<EveryMove>();
}
