//! The JUnit reporter (`--junit PATH`): the XML that CI services show as test results, with a
//! `<testsuite>` per problem and a `<testcase>` per case, written once every case is judged.
//!
//! Every verdict but AC, NEW and ERR is the solution's `<failure>`, typed by its verdict; the
//! message is the same sentence the terminal shows. ERR, a case the runner could not judge or
//! record, is an `<error>`, not the solution's fault. A suite's time is the sum of its cases' times, which
//! may exceed the run's, since cases run in parallel. The XML is written by hand: it is a few
//! elements, and escaping is the one thing to get right.

use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;
use std::time::Duration;

use super::record::{CaseRecord, Judgement, ProblemRecord, Reason, Reporter, RunRecord};
use cli::xml::{attribute, content};

pub struct Junit {
    path: PathBuf,
    /// The finished `<testsuite>` elements.
    suites: String,
    /// The `<testcase>` elements of the problem being judged, the sum of their times and how
    /// many are errors.
    cases: String,
    cases_time: Duration,
    cases_errors: usize,
}

impl Junit {
    pub fn new(path: PathBuf) -> Self {
        Junit {
            path,
            suites: String::new(),
            cases: String::new(),
            cases_time: Duration::ZERO,
            cases_errors: 0,
        }
    }

    fn document(&self, run: &RunRecord) -> String {
        let errors = run.unjudged.len();
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <testsuites name=\"runner test\" tests=\"{}\" failures=\"{}\" errors=\"{errors}\" \
             time=\"{}\">\n{}</testsuites>\n",
            run.passed + run.failed,
            run.failed - errors,
            seconds(run.elapsed),
            self.suites
        )
    }
}

impl Reporter for Junit {
    fn case_finished(&mut self, record: &CaseRecord<'_>) {
        self.cases_time += record.wall;
        let out = &mut self.cases;
        let _ = write!(
            out,
            "    <testcase classname=\"{}\" name=\"{}\" time=\"{}\"",
            attribute(&record.problem.name),
            attribute(&record.case.name),
            seconds(record.wall)
        );
        let failure = match &record.judgement {
            Judgement::Accepted | Judgement::Blessed { .. } => {
                out.push_str("/>\n");
                return;
            }
            Judgement::Unjudged(error) => {
                self.cases_errors += 1;
                let _ = write!(
                    out,
                    ">\n      <error message=\"{}\" type=\"ERR\"/>\n    </testcase>\n",
                    attribute(&error.message)
                );
                return;
            }
            Judgement::Failed(failure) => failure,
        };
        let message = failure.reason.to_string();
        let mut body = format!("{message}\n");
        if let Reason::Rejected(said) = &failure.reason {
            for line in said.iter().skip(1) {
                let _ = writeln!(body, "{}", String::from_utf8_lossy(line));
            }
        }
        if let Reason::WrongAnswer(wa) = &failure.reason {
            if wa.mismatch.whitespace_only {
                body.push_str("would pass with whitespace ignored\n");
            }
            for (_, text) in wa.diff.texts() {
                let _ = writeln!(body, "{text}");
            }
            if wa.diff.more {
                body.push_str("… (more lines not shown)\n");
            }
        }
        let _ = write!(
            out,
            ">\n      <failure message=\"{}\" type=\"{}\">{}</failure>\n",
            attribute(&message),
            record.verdict().code(),
            content(&body)
        );
        if !failure.stderr.lines.is_empty() {
            out.push_str("      <system-err>");
            for line in &failure.stderr.lines {
                let _ = writeln!(out, "{}", content(&String::from_utf8_lossy(line)));
            }
            out.push_str("</system-err>\n");
        }
        out.push_str("    </testcase>\n");
    }

    fn problem_finished(&mut self, record: &ProblemRecord<'_>) {
        let _ = write!(
            self.suites,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{}\">\n\
             {}  </testsuite>\n",
            attribute(&record.problem.name),
            record.passed + record.failed,
            record.failed - self.cases_errors,
            std::mem::take(&mut self.cases_errors),
            seconds(std::mem::take(&mut self.cases_time)),
            std::mem::take(&mut self.cases)
        );
    }

    fn run_finished(&mut self, run: &RunRecord) -> Result<(), String> {
        fs::write(&self.path, self.document(run)).map_err(|e| {
            format!(
                "cannot write the JUnit report to {}: {e}",
                self.path.display()
            )
        })
    }
}

fn seconds(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::test::excerpt::{Diff, Head, StderrTail};
    use crate::test::record::{Failure, FileError, WrongAnswer};
    use crate::workspace::{Case, Problem};
    use judge::compare::{compare, Mode};

    fn problem(name: &str) -> Problem {
        let manifest = format!(
            "[package]\nname = \"{name}\"\n[package.metadata.problem]\ntime-limit-ms = 1000\n"
        );
        Problem {
            name: name.to_string(),
            package: name.to_string(),
            meta: judge::Manifest::parse(&manifest).unwrap().problem,
        }
    }

    fn case(name: &str) -> Case {
        Case {
            name: name.to_string(),
            input: Path::new(name).with_extension("in"),
            output: Path::new(name).with_extension("out"),
            has_output: true,
        }
    }

    #[test]
    fn one_suite_per_problem_and_a_failure_with_the_first_difference() {
        let nim = problem("nim");
        let (ok, wrong) = (case("ok"), case("a<b>"));
        let (expected, actual) = (b"No\nYes\n", b"No\nNo\n");
        let mismatch = compare(Mode::Exact, expected, actual).unwrap();
        let wa = WrongAnswer {
            diff: Diff::around(Mode::Exact, expected, actual, &mismatch),
            expected_lines: 2,
            mismatch,
        };
        let failure = Failure {
            reason: Reason::WrongAnswer(Box::new(wa)),
            input: Head::of(b"2\n"),
            output: Head::of(actual),
            stderr: StderrTail::of(b"x < y\n", 6),
            bless_skipped: false,
        };
        let records = [
            CaseRecord {
                problem: &nim,
                case: &ok,
                wall: Duration::from_millis(3),
                peak_rss_kib: 2048,
                judgement: Judgement::Accepted,
            },
            CaseRecord {
                problem: &nim,
                case: &wrong,
                wall: Duration::from_millis(1250),
                peak_rss_kib: 2048,
                judgement: Judgement::Failed(Box::new(failure)),
            },
        ];

        let mut junit = Junit::new(PathBuf::new());
        let mut by_problem = ProblemRecord::new(&nim);
        let mut run = RunRecord {
            problems: 1,
            elapsed: Duration::from_millis(1300),
            ..RunRecord::default()
        };
        for record in &records {
            junit.case_finished(record);
            by_problem.add(record);
            run.add(record);
        }
        junit.problem_finished(&by_problem);
        assert_eq!(
            junit.document(&run),
            r#"<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="runner test" tests="2" failures="1" errors="0" time="1.300">
  <testsuite name="nim" tests="2" failures="1" errors="0" time="1.253">
    <testcase classname="nim" name="ok" time="0.003"/>
    <testcase classname="nim" name="a&lt;b&gt;" time="1.250">
      <failure message="first difference at line 2: expected `Yes`, got `No`" type="WA">first difference at line 2: expected `Yes`, got `No`
  1 | No
- 2 | Yes
+ 2 | No
</failure>
      <system-err>x &lt; y
</system-err>
    </testcase>
  </testsuite>
</testsuites>
"#
        );
    }

    #[test]
    fn a_case_the_runner_could_not_record_is_an_error_not_a_failure() {
        let nim = problem("nim");
        let new = case("new");
        let record = CaseRecord {
            problem: &nim,
            case: &new,
            wall: Duration::from_millis(3),
            peak_rss_kib: 2048,
            judgement: Judgement::Unjudged(FileError {
                file: "testcases/nim/new.out".to_string(),
                message: "cannot write testcases/nim/new.out: Is a directory".to_string(),
            }),
        };
        let mut junit = Junit::new(PathBuf::new());
        let (mut by_problem, mut run) = (ProblemRecord::new(&nim), RunRecord::default());
        junit.case_finished(&record);
        by_problem.add(&record);
        run.add(&record);
        junit.problem_finished(&by_problem);
        let xml = junit.document(&run);
        assert!(
            xml.contains("tests=\"1\" failures=\"0\" errors=\"1\""),
            "{xml}"
        );
        assert!(
            xml.contains(
                "<error message=\"cannot write testcases/nim/new.out: Is a directory\" \
                 type=\"ERR\"/>"
            ),
            "{xml}"
        );
    }
}
