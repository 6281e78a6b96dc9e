//! `runner new` run as a process on a scratch workspace: what it creates, that the runner reads
//! the metadata it writes, and that it never overwrites a problem.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;

use crate::common;

/// An empty workspace in a fresh scratch directory.
fn scratch_workspace(name: &str) -> PathBuf {
    common::scratch_workspace("new", name)
}

fn runner(root: &Path, args: &[&str]) -> Output {
    common::runner_in(root, args)
}

#[test]
fn scaffolds_crate_readme_and_testcase_folder() {
    let root = scratch_workspace("scaffold");
    let title = r#"S-Nim "quoted" \ title"#;
    let output = runner(
        &root,
        &[
            "new",
            "hdu-1536",
            "--title",
            title,
            "--time-limit",
            "2000",
            "--memory-limit",
            "32",
        ],
    );
    assert!(output.status.success(), "{output:?}");
    // The next steps are commands a user runs, the problem's own tests (not all of oracles').
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("cargo test -p hdu-1536 (its spec's tests and its proofs)"),
        "{stdout}"
    );
    assert!(
        !stdout.contains("-p oracles,") && !stdout.contains("runner "),
        "{stdout}"
    );
    let crate_dir = root.join("problems/hdu-1536");
    let manifest = fs::read_to_string(crate_dir.join("Cargo.toml")).unwrap();
    assert!(manifest.contains("name = \"hdu-1536\""), "{manifest}");
    // The toml crate's writer chooses the quoting; what matters is that it reads back.
    let parsed: toml::Table = manifest.parse().unwrap();
    assert_eq!(
        parsed["package"]["metadata"]["problem"]["title"].as_str(),
        Some(title),
        "{manifest}"
    );
    assert!(manifest.contains("time-limit-ms = 2000"), "{manifest}");
    assert!(manifest.contains("https://acm.hdu.edu.cn/showproblem.php?pid=1536"));
    let main = fs::read_to_string(crate_dir.join("src/main.rs")).unwrap();
    assert!(main.contains("fn solve<R: BufRead, W: Write>"), "{main}");
    assert!(main.contains("common::io::run(solve)"), "{main}");
    assert!(
        main.contains("oracles::prove_solve!(spec::Hdu1536);"),
        "{main}"
    );
    assert!(
        main.contains("#[path = \"../spec.rs\"]\nmod spec;"),
        "{main}"
    );
    let proof = fs::read_to_string(crate_dir.join("tests/proof.rs")).unwrap();
    assert!(
        proof.contains(r#"oracles::prove_binary!(spec::Hdu1536, env!("CARGO_BIN_EXE_hdu-1536"));"#),
        "{proof}"
    );
    assert!(
        manifest.contains("[[example]]\nname = \"hdu-1536-spec\"\npath = \"spec.rs\"\n"),
        "{manifest}"
    );
    assert!(crate_dir.join("README.md").is_file());
    assert!(root.join("testcases/hdu-1536").is_dir());
    // The spec is in the problem's folder, and nothing outside the two folders changed.
    let spec = fs::read_to_string(crate_dir.join("spec.rs")).unwrap();
    assert!(spec.contains("impl Problem for Hdu1536"), "{spec}");
    assert!(
        spec.contains(r#"const NAME: &'static str = "hdu-1536";"#),
        "{spec}"
    );
    assert!(spec.ends_with("\nspec_tools::main!(Hdu1536);\n"), "{spec}");
    let mut top: Vec<String> = fs::read_dir(&root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    top.sort();
    assert_eq!(top, ["Cargo.toml", "problems", "testcases"]);

    // The runner reads the metadata: with no testcases yet it names the problem and the fix.
    let judged = runner(&root, &["test", "hdu-1536", "--no-build"]);
    assert_eq!(judged.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&judged.stderr);
    assert!(stderr.contains("`hdu-1536` has no testcases"), "{stderr}");

    // Without samples, the spec's format still reads: its problem's `the_format_reads` passes.
    assert_eq!(format_error(&spec), None, "{spec}");
    // What is left to write is what the tests of every problem leave out: the spec's game,
    // then the solution's answer.
    assert_eq!(common::left_to_write(&crate_dir), Some("its spec"));
    fs::write(
        crate_dir.join("spec.rs"),
        spec.replace("todo!(", "unreachable!("),
    )
    .unwrap();
    assert_eq!(common::left_to_write(&crate_dir), Some("its solution"));
}

/// Why the FORMAT a spec's text declares does not read, `None` when it reads.
fn format_error(spec: &str) -> Option<String> {
    let quoted: Vec<&str> = spec.split('"').collect();
    let at = quoted
        .iter()
        .position(|part| part.trim_end().ends_with("FORMAT: [&'static str; 2] = ["))
        .expect("a FORMAT");
    let leak = |text: &str| -> &'static str { Box::leak(text.to_string().into_boxed_str()) };
    oracles::format::Input::try_cached(leak(quoted[at + 1]), leak(quoted[at + 3])).err()
}

#[test]
fn refuses_to_overwrite_an_existing_problem() {
    let root = scratch_workspace("overwrite");
    assert!(runner(&root, &["new", "poj-1067"]).status.success());
    let main = root.join("problems/poj-1067/src/main.rs");
    fs::write(&main, "// my work\n").unwrap();
    let again = runner(&root, &["new", "poj-1067", "--title", "other"]);
    assert_eq!(again.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(stderr.contains("already exists"), "{stderr}");
    assert_eq!(fs::read_to_string(&main).unwrap(), "// my work\n");
}

#[test]
fn refuses_a_malformed_name_and_creates_nothing() {
    let root = scratch_workspace("malformed");
    let output = runner(&root, &["new", "HDU_1536"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("<judge>-<id>"), "{stderr}");
    assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), 0);
}

#[test]
fn a_name_cargo_refuses_text_that_breaks_a_comment_and_limits_toml_cannot_hold_are_refused() {
    let root = scratch_workspace("refused");
    for args in [
        vec!["new", "1-1"],
        vec!["new", "hdu-9021", "--title", "a\u{7}b"],
        vec!["new", "hdu-9997", "--time-limit", "0"],
        vec!["new", "hdu-9997", "--time-limit", "18446744073709551615"],
        vec!["new", "hdu-9997", "--memory-limit", "18446744073709551615"],
    ] {
        let output = runner(&root, &args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("error"), "{args:?}: {stderr}");
        assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), 0);
    }
}

#[test]
fn a_title_on_several_lines_is_folded_onto_one_as_an_import_folds_it() {
    let root = scratch_workspace("folded-title");
    let output = runner(
        &root,
        &[
            "new",
            "hdu-1848",
            "--title",
            "Fibonacci again\nfn main() {}",
        ],
    );
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        metadata(&root, "hdu-1848").2,
        "Fibonacci again fn main() {}"
    );
}

#[test]
fn refuses_a_title_that_would_break_a_doc_comment_and_creates_nothing() {
    let root = scratch_workspace("control-title");
    for title in ["Fibonacci again\u{7}fn main() {}", "a\u{1b}[2Jb"] {
        let output = runner(&root, &["new", "hdu-1848", "--title", title]);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("control character"), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), 0);
    }
}

/// A saved Competitive Companion payload from `tests/fixtures/companion`.
fn fixture(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/companion")
        .join(file)
}

/// The payload's problems as `(title as sent, [(input, output)])`, read back from the file.
fn samples(file: &str) -> Vec<(String, Vec<(String, String)>)> {
    let body: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(fixture(file)).unwrap()).unwrap();
    let tasks = match body {
        serde_json::Value::Array(tasks) => tasks,
        task => vec![task],
    };
    tasks
        .iter()
        .map(|task| {
            let tests = task["tests"].as_array().unwrap().iter();
            let tests = tests.map(|test| {
                let text = |key: &str| test[key].as_str().unwrap().to_string();
                (text("input"), text("output"))
            });
            (task["name"].as_str().unwrap().to_string(), tests.collect())
        })
        .collect()
}

/// The problem's `[package.metadata.problem]` as (judge, id, title, url).
fn metadata(root: &Path, name: &str) -> (String, String, String, String) {
    let manifest = fs::read_to_string(root.join("problems").join(name).join("Cargo.toml"))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let document: toml::Table = manifest.parse().unwrap();
    let problem = &document["package"]["metadata"]["problem"];
    let text = |key: &str| problem[key].as_str().unwrap().to_string();
    (text("judge"), text("id"), text("title"), text("url"))
}

/// An imported problem's name, judge, id and title.
type Expected = (&'static str, &'static str, &'static str, &'static str);

#[test]
fn payloads_from_many_judges_each_scaffold_a_named_problem_with_its_samples() {
    // file, then per problem: name, judge, id, title as the metadata keeps it.
    let expected: [(&str, &[Expected]); 10] = [
        (
            "vjudge-problem.json",
            &[("hdu-1846", "HDU", "1846", "Brave Game")],
        ),
        (
            "vjudge-contest.json",
            &[
                ("vjudge-587313-a", "Virtual Judge", "587313-A", "取石子游戏"),
                (
                    "vjudge-587313-b",
                    "Virtual Judge",
                    "587313-B",
                    "Nim or not Nim?",
                ),
            ],
        ),
        ("cses.json", &[("cses-1730", "CSES", "1730", "Nim Game I")]),
        (
            "kattis.json",
            &[(
                "kattis-bachetsgame",
                "Kattis",
                "bachetsgame",
                "Bachet's Game",
            )],
        ),
        (
            "spoj.json",
            &[("spoj-ngm", "SPOJ", "NGM", "A Game with Numbers")],
        ),
        // AcWing's name is the number in its address (the extension's title leaves out the one
        // the page shows).
        ("acwing.json", &[("acwing-893", "AcWing", "893", "Nim游戏")]),
        // UVa's address holds its own number for the problem (4124), the heading the problem's
        // (1378). The payload is written in the extension's shape for that page (its UVa parser
        // sends the heading as the name, the group `UVa Online Judge`, 32 MB).
        (
            "uva.json",
            &[("uva-1378", "UVa", "1378", "A Funny Stone Game")],
        ),
        // Statements of new forms: several answer lines, a graph with queries, dates.
        (
            "hdu-2176.json",
            &[("hdu-2176", "HDU", "2176", "取(m堆)石子游戏")],
        ),
        (
            "hdu-1524.json",
            &[("hdu-1524", "HDU", "1524", "A Chess Game")],
        ),
        (
            "hdu-1079.json",
            &[("hdu-1079", "HDU", "1079", "Calendar Game")],
        ),
    ];
    let root = scratch_workspace("judges");
    for (file, problems) in expected {
        let output = runner(&root, &["new", "--from", fixture(file).to_str().unwrap()]);
        assert!(output.status.success(), "{file}: {output:?}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        let mut lines = stdout.lines();
        for ((name, judge, id, title), (_, tests)) in problems.iter().zip(samples(file)) {
            let written: Vec<String> = (1..=tests.len()).map(|k| format!("sample-{k}")).collect();
            assert_eq!(
                lines.next(),
                Some(
                    format!(
                        "{name}: created; {} written ({})",
                        if tests.len() == 1 {
                            "1 sample".to_string()
                        } else {
                            format!("{} samples", tests.len())
                        },
                        written.join(", ")
                    )
                    .as_str()
                ),
                "{file}"
            );
            assert_eq!(
                lines.next(),
                Some(format!("  next: cargo make test {name}").as_str())
            );
            let (got_judge, got_id, got_title, url) = metadata(&root, name);
            assert_eq!(
                (got_judge.as_str(), got_id.as_str()),
                (*judge, *id),
                "{name}"
            );
            assert_eq!(got_title, *title, "{name}");
            assert!(url.starts_with("https://"), "{name}: {url}");
            let readme =
                fs::read_to_string(root.join("problems").join(name).join("README.md")).unwrap();
            assert!(readme.contains(title), "{name}: {readme}");
            for (k, (input, output)) in tests.iter().enumerate() {
                let case = root
                    .join("testcases")
                    .join(name)
                    .join(format!("sample-{}", k + 1));
                assert_eq!(
                    &fs::read_to_string(case.with_extension("in")).unwrap(),
                    input
                );
                assert_eq!(
                    &fs::read_to_string(case.with_extension("out")).unwrap(),
                    output
                );
            }
            assert!(root.join(format!("problems/{name}/spec.rs")).is_file());
        }
        assert_eq!(lines.next(), None, "{file}: {stdout}");
    }
}

#[test]
fn new_and_an_import_of_the_same_page_record_the_same_judge() {
    let by_name = scratch_workspace("same-judge-name");
    assert!(runner(&by_name, &["new", "cf-954g"]).status.success());
    let imported = scratch_workspace("same-judge-import");
    let payload = serde_json::json!({
        "name": "G. Castle Defense", "group": "Codeforces - Educational Round 40",
        "url": "https://codeforces.com/problemset/problem/954/G",
        "memoryLimit": 256, "timeLimit": 1500, "tests": [{"input": "1\n", "output": "1\n"}],
    });
    let file = imported.join("payload.json");
    fs::write(&file, payload.to_string()).unwrap();
    let output = runner(&imported, &["new", "--from", file.to_str().unwrap()]);
    assert!(output.status.success(), "{output:?}");
    let judge_of = |root: &Path| {
        let (judge, id, _, url) = metadata(root, "cf-954g");
        (judge, id, url)
    };
    assert_eq!(judge_of(&by_name), judge_of(&imported));
    assert_eq!(judge_of(&by_name).0, "Codeforces");
}

#[test]
fn new_from_with_a_name_names_the_problem_and_refuses_a_bad_one() {
    let root = scratch_workspace("from-named");
    let file = fixture("cses.json");
    let output = runner(
        &root,
        &[
            "new",
            "--from",
            file.to_str().unwrap(),
            "--name",
            "cses-nim-one",
        ],
    );
    assert!(output.status.success(), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stdout).starts_with("cses-nim-one: created"));
    assert_eq!(metadata(&root, "cses-nim-one").0, "CSES");
    assert!(root.join("testcases/cses-nim-one/sample-1.in").is_file());

    let before = fs::read_dir(root.join("problems")).unwrap().count();
    for (name, file, reason) in [
        ("Nim_1", "cses.json", "is not a problem name"),
        (
            "nim-2",
            "vjudge-contest.json",
            "--name names a file's one problem",
        ),
    ] {
        let output = runner(
            &root,
            &[
                "new",
                "--from",
                fixture(file).to_str().unwrap(),
                "--name",
                name,
            ],
        );
        assert_eq!(output.status.code(), Some(2), "{name}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(reason), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
    assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), before);
}

#[test]
fn refuses_a_name_the_judges_pages_would_not_give_and_creates_nothing() {
    let root = scratch_workspace("not-the-judges");
    for (name, says) in [
        ("hdu-2188x", "expected hdu-<problem number"),
        ("hdu-01847", "(that page is named hdu-1847)"),
        (
            "cf-954",
            "expected cf-<contest number><problem index>, e.g. cf-954g",
        ),
    ] {
        let output = runner(&root, &["new", name]);
        assert_eq!(output.status.code(), Some(2), "{name}: {output:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(says), "{name}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), 0);
        assert!(!root.join("testcases").join(name).exists(), "{name}");
    }
    // A judge the table does not hold takes any name, as before.
    let output = runner(&root, &["new", "timus-1000"]);
    assert!(output.status.success(), "{output:?}");
}

/// Where the scaffolded crates are built: beside the scratch workspaces, not in one, so that
/// their libraries (common, proconio) stay built from one run of the tests to the next while each
/// scaffolded crate, written anew, is compiled again (and shows its warnings) every time.
fn scaffold_target() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("new-scaffold-target")
}

/// Runs `cargo ARGS` in the scratch workspace `root`, into [`scaffold_target`], which must
/// succeed; its stderr.
fn cargo(root: &Path, args: &[&str]) -> String {
    let output = std::process::Command::new(env!("CARGO"))
        .args(args)
        .current_dir(root)
        .env("CARGO_TARGET_DIR", scaffold_target())
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "cargo {args:?}: {stderr}");
    stderr
}

/// Regression: the scaffold's `solve` read `n: Num<u64>` until the end whatever its spec
/// guessed. From a payload of words, of a grid and of numbers in groups, each `solve` reads as
/// its spec's format says, compiles as scaffolded without a warning, as rustfmt lays it out,
/// and (its `answer` made to say what it was given) reads every case of its sample.
#[test]
fn a_scaffolded_solution_reads_what_its_spec_says() {
    let root = scratch_workspace("reads-its-spec");
    let repository = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    fs::copy(repository.join("Cargo.lock"), root.join("Cargo.lock")).unwrap();
    let unsolved = "not solved yet: write answer() in src/main.rs";
    let payloads = [
        (
            "x-words",
            "0288\n13\n7\n",
            "B\nA\nB\n",
            "input! { from &mut scanner, w: Word }",
            format!("{unsolved} (w = \"0288\")\n{unsolved} (w = \"13\")\n{unsolved} (w = \"7\")\n"),
        ),
        (
            "x-grid",
            "2\n2 3\n011\n101\n1 4\n0110\n",
            "Bob\nAlice\n",
            "input! { from &mut scanner, rows: [Word; r] }",
            format!(
                "{unsolved} (c = 3, rows = [\"011\", \"101\"])\n\
                 {unsolved} (c = 4, rows = [\"0110\"])\n"
            ),
        ),
        (
            "x-numbers",
            "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n",
            "WIN\nWIN\nWIN\nLOSE\nWIN\n",
            "input! { from &mut scanner, m: Num<usize>, p: [Num<u64>; m] }",
            format!(
                "{unsolved} (n_rows = [[1, 2], [], [3], []], queries = [[0], [0, 2]])\n\
                 {unsolved} (n_rows = [[1], [2], [], []], queries = [[0, 1], [1, 1], [0, 1, 3]])\n"
            ),
        ),
    ];
    for (name, input, output, read, _) in &payloads {
        let payload = serde_json::json!({
            "name": name, "group": "Fixture", "url": format!("https://example.com/{name}"),
            "memoryLimit": 64, "timeLimit": 1000,
            "tests": [{"input": input, "output": output}],
        });
        let file = root.join(format!("{name}.json"));
        fs::write(&file, payload.to_string()).unwrap();
        let made = runner(
            &root,
            &["new", "--from", file.to_str().unwrap(), "--name", name],
        );
        assert!(made.status.success(), "{name}: {made:?}");
        let main =
            fs::read_to_string(root.join("problems").join(name).join("src/main.rs")).unwrap();
        assert!(main.contains(read), "{name}: {main}");
        assert!(
            !main.contains("n: Num<u64> }\n        writeln"),
            "{name}: {main}"
        );
    }
    let built = cargo(&root, &["build", "--workspace", "--bins"]);
    assert!(!built.contains("warning"), "{built}");
    for (name, ..) in &payloads {
        let main = root.join("problems").join(name).join("src/main.rs");
        let formatted = std::process::Command::new("rustfmt")
            .args(["--check", "--edition", "2021"])
            .arg(&main)
            .output()
            .expect("rustfmt runs");
        assert!(
            formatted.status.success(),
            "{name}: not as rustfmt lays it out:\n{}",
            String::from_utf8_lossy(&formatted.stdout)
        );
        // `answer` says what it was given instead of stopping there.
        let text = fs::read_to_string(&main).unwrap();
        let saying = text
            .replace("-> &'static str {", "-> String {")
            .replace("unimplemented!(", "format!(");
        fs::write(&main, saying).unwrap();
    }
    cargo(&root, &["build", "--workspace", "--bins"]);
    for (name, input, _, _, said) in &payloads {
        let run = common::run(
            &scaffold_target().join("debug").join(name),
            input.as_bytes(),
        );
        assert!(run.status.success(), "{name}: {run:?}");
        assert_eq!(String::from_utf8_lossy(&run.stdout), *said, "{name}");
    }
}
