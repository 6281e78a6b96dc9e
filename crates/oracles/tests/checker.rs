//! Stressing a program through the judge: a problem judged by a checker can be stressed (the
//! checker judges the program's answer against the spec's, as `runner test` has it judge an
//! answer against the `.out`), and a failure says what its first failing run was.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use judge::{Compare, Judge};
use oracles::check::{disagrees, random_cases, Answers};
use oracles::problems::Hdu1846;
use oracles::{Rng, Scale};

fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[test]
fn hdu_1846_stress_answers_are_judged_by_its_checker() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("oracles-checker");
    fs::create_dir_all(&dir).unwrap();
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
    let right = r#"read c; while read n m; do if [ $((n % (m + 1))) -eq 0 ]; then echo second; else echo first; fi; done"#;
    let shouting = script(&dir, "shouting.sh", &format!("{{ {right}; }} | tr a-z A-Z"));
    let wrong = script(&dir, "wrong.sh", &right.replace("(m + 1)", "m"));

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
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("oracles-first-run");
    fs::create_dir_all(&dir).unwrap();
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
