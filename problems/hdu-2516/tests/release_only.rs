//! Checks too slow for a debug build: `cargo test -p hdu-2516 --release -- --ignored`.

#[path = "../spec.rs"]
mod spec;

use oracles::Spec;
use spec::Hdu2516;

/// The sample's third pile, 10000, fills a table of 5·10^7 positions: seconds in a debug build,
/// so the testcases check leaves it to the exact reference; here the search answers it too.
#[test]
#[ignore = "slow in a debug build"]
fn the_fibonacci_search_answers_the_whole_sample() {
    let mut problem = Hdu2516::default();
    let parsed = problem.parse(b"2\n13\n10000\n0\n").unwrap();
    assert_eq!(parsed.outside_statement, None);
    let answers: String = parsed.cases.iter().map(|c| problem.answer(c)).collect();
    assert_eq!(answers, "Second win\nSecond win\nFirst win\n");
}
