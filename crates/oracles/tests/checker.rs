//! Stressing a program through the judge: a problem judged by a checker can be stressed (the
//! checker judges the program's answer against the spec's, as `runner test` has it judge an
//! answer against the `.out`), a failure says what its first failing run was, and a program's
//! memory is its own however large the test process that runs it.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use judge::{Compare, Judge};
use judge_run::scratch::ScratchDir;
use oracles::check::{disagrees, random_cases, Answers};
use oracles::games::bash::Bash;
use oracles::{Case, Problem, Rng, Scale};

/// HDU 1846's Bash game as a fixture of these tests, apart from the problem's folder.
#[derive(Default)]
struct Hdu1846(Bash);

impl Problem for Hdu1846 {
    const NAME: &'static str = "hdu-1846";
    const FORMAT: [&'static str; 2] = ["C cases / n m", "C <= 100; 1 <= n, m <= 1000"];
    const VERDICTS: [&'static str; 2] = ["first", "second"];
    const EXHAUSTIVE_BOUND: u64 = 500;

    fn wins(&mut self, case: &Case) -> bool {
        self.0.mover_wins(case["n"], case["m"])
    }

    fn feasible(&self, case: &Case) -> bool {
        Bash::feasible(case["n"], case["m"])
    }
}

/// A directory of one test's own (two runs of the suite at once must not rewrite each other's
/// scripts while they run), removed when the test ends.
fn scratch(test: &str) -> ScratchDir {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("oracles-{}-{test}", std::process::id()));
    ScratchDir::new(dir).unwrap()
}

fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// HDU 1846 answered by the rules, in sh.
const RIGHT: &str = r#"read c; while read n m; do if [ $((n % (m + 1))) -eq 0 ]; then echo second; else echo first; fi; done"#;

#[test]
fn hdu_1846_stress_answers_are_judged_by_its_checker() {
    let dir = scratch("checker");
    // A checker that reads the words in any case: checker INPUT OUTPUT ANSWER.
    let checker = script(
        &dir,
        "checker.sh",
        r#"[ "$(tr A-Z a-z < "$2")" = "$(tr A-Z a-z < "$3")" ] || { echo "the words differ"; exit 1; }"#,
    );
    let judge = Judge {
        compare: Compare::Checker,
        checker: Some(checker),
        time_limit: Duration::from_secs(10),
        memory_limit_mib: None,
        output_limit: judge::OUTPUT_LIMIT,
    };
    let shouting = script(&dir, "shouting.sh", &format!("{{ {RIGHT}; }} | tr a-z A-Z"));
    let wrong = script(&dir, "wrong.sh", &RIGHT.replace("(m + 1)", "m"));

    let mut problem = Hdu1846::default();
    let mut rng = Rng::with_seed(5);
    let mut shouted = 0;
    let mut caught = false;
    for _ in 0..20 {
        let cases = random_cases(&mut problem, &mut rng, Scale::new(2), 10);
        // Exact compare would reject FIRST; this checker accepts it.
        assert!(!disagrees(
            &mut problem,
            &judge,
            &shouting,
            &cases,
            Answers::Rules
        ));
        shouted += cases.len();
        caught |= disagrees(&mut problem, &judge, &wrong, &cases, Answers::Rules);
    }
    assert!(shouted > 0);
    assert!(caught, "the checker rejects a wrong rule");
}

/// A failure names what its first failing run was, before the input is shrunk: a limit hit
/// under load may not repeat on the shrunk input, and then only this line says why it failed.
#[test]
fn a_failure_names_its_first_failing_run() {
    let dir = scratch("first-run");
    let wrong = script(
        &dir,
        "wrong.sh",
        r#"read c; while read n m; do if [ $((n % m)) -eq 0 ]; then echo second; else echo first; fi; done"#,
    );
    let judge = Judge {
        compare: Compare::default(),
        checker: None,
        time_limit: Duration::from_secs(10),
        memory_limit_mib: None,
        output_limit: judge::OUTPUT_LIMIT,
    };
    let panic = std::panic::catch_unwind(|| {
        oracles::check::random_through_binary::<Hdu1846>(&judge, &wrong)
    })
    .expect_err("a wrong rule fails");
    let message = panic.downcast_ref::<String>().expect("a formatted message");
    assert!(
        message.contains("The first failing run: WA, on its output."),
        "{message}"
    );
}

#[test]
fn a_program_is_judged_at_its_own_memory_however_large_the_test_process() {
    // Regression: a program started by a test process holding a large memo inherited its
    // size in `ru_maxrss`, and the proofs judged tiny runs MLE; the estimate that replaced it
    // missed short peaks. Here the test process holds 256 MiB, resident.
    let held = vec![1u8; 256 << 20];
    let touched: u64 = held.iter().step_by(4096).map(|&b| u64::from(b)).sum();
    assert_eq!(touched, (256 << 20) / 4096);
    let dir = scratch("memory");
    let judge = Judge {
        compare: Compare::default(),
        checker: None,
        time_limit: Duration::from_secs(20),
        memory_limit_mib: Some(32),
        output_limit: judge::OUTPUT_LIMIT,
    };
    // Both answer rightly, after filling a buffer for a few milliseconds: 8 MiB, or 40.
    let filling =
        |mib: u32| format!("dd if=/dev/zero of=/dev/null bs={mib}M count=1 2>/dev/null; {RIGHT}");
    let small = script(&dir, "small.sh", &filling(8));
    let large = script(&dir, "large.sh", &filling(40));
    let mut problem = Hdu1846::default();
    let cases = random_cases(&mut problem, &mut Rng::with_seed(7), Scale::new(2), 10);
    let small_disagrees = disagrees(&mut problem, &judge, &small, &cases, Answers::Rules);
    let large_disagrees = disagrees(&mut problem, &judge, &large, &cases, Answers::Rules);
    std::hint::black_box(&held);
    assert!(!small_disagrees, "8 MiB under a 32 MiB limit is accepted");
    assert!(large_disagrees, "40 MiB over a 32 MiB limit is rejected");
}
