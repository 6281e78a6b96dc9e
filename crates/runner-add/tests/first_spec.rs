//! What `first_spec` writes compiles as a spec: `first_spec/hdu_2897.rs` is its text for
//! HDU 2897's samples, checked here to be exactly that, and compiled as a module of this test,
//! whose root stands in for the oracles crate (`crate::{Case, Problem}`).

pub use oracles::{Case, Problem};
use oracles::{Parsed, Spec};
use runner_add::first_spec::first_spec;

#[path = "first_spec/hdu_2897.rs"]
mod generated;

fn samples() -> Vec<(String, String)> {
    vec![("7 2 4\n6 2 4\n".to_string(), "LOST\nWIN\n".to_string())]
}

#[test]
fn the_compiled_text_is_what_first_spec_writes() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/first_spec/hdu_2897.rs");
    let text = std::fs::read_to_string(path).unwrap();
    assert_eq!(text, first_spec("hdu-2897", &samples()));
}

#[test]
fn the_first_spec_reads_its_samples() {
    let spec = generated::Hdu2897;
    let parsed = spec.parse(samples()[0].0.as_bytes()).unwrap();
    assert!(matches!(
        parsed,
        Parsed {
            outside_statement: None,
            ..
        }
    ));
    assert_eq!(parsed.cases[1]["n"], 6);
    assert_eq!(Spec::render(&spec, &parsed.cases), samples()[0].0);
}

/// Until its game is written, the spec's answers stop with what is left to write.
#[test]
#[should_panic(expected = "hdu-2897: the position of a game of crates/moves")]
fn its_game_is_left_to_write() {
    let mut spec = generated::Hdu2897;
    let case = Case::numbers(&[("n", 7), ("p", 2), ("q", 4)]);
    Spec::answer(&mut spec, &case);
}
