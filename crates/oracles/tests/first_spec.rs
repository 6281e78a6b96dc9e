//! What `format::first_spec` writes compiles as a spec: `first_spec/hdu_2897.rs` and
//! `first_spec/hdu_1524.rs` are its texts for HDU 2897's and HDU 1524's samples, checked here to
//! be exactly that, and compiled as modules of this test, as a problem's proofs compile its
//! spec.

use oracles::format::first_spec;
use oracles::{AnswerLines, Case};
use oracles::{Parsed, Spec};

#[path = "first_spec/hdu_2897.rs"]
mod generated;

/// A first spec of a new form: queries until `0`, a line per query.
#[path = "first_spec/hdu_1524.rs"]
mod generated_queries;

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

const HDU_1524: (&str, &str) = (
    "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n",
    "WIN\nWIN\nWIN\nLOSE\nWIN\n",
);

/// `first_spec` of HDU 1524's sample, for the two tests that read it.
fn hdu_1524_first_spec() -> String {
    let sample = [(HDU_1524.0.to_string(), HDU_1524.1.to_string())];
    first_spec("hdu-1524", &sample)
}

#[test]
fn a_first_spec_of_queries_until_0_is_what_first_spec_writes_and_reads_its_sample() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/first_spec/hdu_1524.rs");
    let text = std::fs::read_to_string(path).unwrap();
    assert_eq!(text, hdu_1524_first_spec());
    let spec = generated_queries::Hdu1524;
    let parsed = spec.parse(HDU_1524.0.as_bytes()).unwrap();
    assert_eq!(parsed.outside_statement, None);
    assert_eq!(parsed.cases.len(), 2);
    assert_eq!(
        <generated_queries::Hdu1524 as Spec>::LINES_PER_ANSWER,
        AnswerLines::AsExpected
    );
}

/// Until its game is written, the spec's answers stop with what is left to write.
#[test]
#[should_panic(expected = "hdu-2897: the position of a game of crates/moves")]
fn its_game_is_left_to_write() {
    let mut spec = generated::Hdu2897;
    let case = Case::numbers(&[("n", 7), ("p", 2), ("q", 4)]);
    Spec::answer(&mut spec, &case);
}

/// The four statements of new forms (`../shared/problems.md`): each first spec's format reads
/// its sample as the statement means it, and says how many lines an answer has.
mod new_forms {
    use oracles::format::{first_spec, Case, Input};

    /// The first spec of `name`'s sample, its format read, and the sample read by it.
    fn first(name: &str, input: &str, output: &str) -> (String, Vec<Case>) {
        let spec = first_spec(name, &[(input.to_string(), output.to_string())]);
        read_by_its_format(spec, input)
    }

    /// `spec`'s format read, and `input` read by it.
    fn read_by_its_format(spec: String, input: &str) -> (String, Vec<Case>) {
        let quoted: Vec<&str> = spec.split('"').collect();
        let at = quoted
            .iter()
            .position(|part| part.trim_end().ends_with("= ["))
            .unwrap();
        let leak = |text: &str| -> &'static str { Box::leak(text.to_string().into_boxed_str()) };
        let format = Input::parse(leak(quoted[at + 1]), leak(quoted[at + 3]));
        let parsed = format.read(input.as_bytes()).unwrap();
        assert_eq!(parsed.outside_statement, None, "{spec}");
        (spec, parsed.cases)
    }

    #[test]
    fn hdu_2176_piles_until_0_and_answers_of_a_verdict_and_its_moves() {
        let (spec, cases) = first(
            "hdu-2176",
            "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n",
            "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n",
        );
        assert!(
            spec.contains(r#"["until 0 / N / a*N", "1 <= N <= 10^5; 1 <= a < 2^31"]"#),
            "{spec}"
        );
        let piles: Vec<&[u64]> = cases.iter().map(|case| case.list("a")).collect();
        assert_eq!(piles, [&[45, 45][..], &[3, 6, 9], &[5, 7, 8, 9, 10]]);
        assert!(spec.contains("AnswerLines::FromVerdict"), "{spec}");
        assert!(spec.contains(r#"= ["Yes", "No"];"#), "{spec}");
    }

    #[test]
    fn hdu_1524_graphs_with_queries_until_0_and_a_line_per_query() {
        // The same sample as the test above, whose first spec it shares.
        let spec = super::hdu_1524_first_spec();
        let (spec, cases) = read_by_its_format(spec, super::HDU_1524.0);
        assert!(
            spec.contains(r#""until end / N / (k s*k)*N / queries(M p*M) until 0""#),
            "{spec}"
        );
        assert_eq!(cases.len(), 2, "two graphs");
        let queries: Vec<usize> = cases.iter().map(|c| c.group("queries").len()).collect();
        assert_eq!(queries, [2, 3]);
        assert_eq!(cases[1].group("N")[1].list("s"), [2]);
        assert!(spec.contains("AnswerLines::AsExpected"), "{spec}");
        assert!(spec.contains(r#"= ["WIN", "LOSE"];"#), "{spec}");
    }

    #[test]
    fn hdu_1079_a_count_of_dates() {
        let (spec, cases) = first(
            "hdu-1079",
            "3\n2001 11 3\n2001 11 2\n2001 10 3\n",
            "YES\nNO\nNO\n",
        );
        assert!(
            spec.contains(r#"["T cases / n p q", "1 <= T <= 100; 1 <= n, p, q < 2^31"]"#),
            "{spec}"
        );
        assert_eq!(cases[2].numbers_in_order(), [2001, 10, 3]);
        assert!(!spec.contains("LINES_PER_ANSWER"), "{spec}");
        assert!(spec.contains(r#"= ["YES", "NO"];"#), "{spec}");
    }

    #[test]
    fn poj_2348_pairs_below_2_to_the_31_until_0_0() {
        let (spec, cases) = first("poj-2348", "34 12\n15 24\n0 0\n", "Stan wins\nOllie wins\n");
        assert!(
            spec.contains(r#"["until 0 0 / n m", "1 <= n, m < 2^31"]"#),
            "{spec}"
        );
        assert_eq!(cases.len(), 2);
        assert!(spec.contains(r#"= ["Stan wins", "Ollie wins"];"#), "{spec}");
    }
}
