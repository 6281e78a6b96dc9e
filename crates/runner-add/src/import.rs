//! A problem from Competitive Companion into the workspace: scaffolded as `runner new` does it
//! (`scaffold::create`), with its samples as `testcases/<name>/sample-N.in` / `.out`, byte for byte.
//! Shared by `listen` (problems POSTed by the extension) and `new --from FILE` (a saved payload).
//!
//! It never overwrites. A problem whose crate exists keeps every file; its samples are merged: a
//! sample that some testcase already holds (the same input and the same output) is reported as
//! present, and any other is written under the first free `sample-N`.

use super::companion::{self, Checked};
use super::scaffold::{self, Testcases};
use crate::workspace::Workspace;
use crate::{exit, report};
use clap::ArgMatches;
use std::fs;
use std::path::{Path, PathBuf};

/// What one import did, for its line in the log and its HTTP answer.
pub struct Imported {
    pub name: String,
    /// Whether the crate was scaffolded now (else it was there and was left as it is).
    pub created: bool,
    /// The samples written, by file stem.
    pub written: Vec<String>,
    /// The samples already there, by the stem of the testcase that holds them.
    pub present: Vec<String>,
}

impl Imported {
    /// `hdu-1846: created, samples sample-1, sample-2 written`.
    pub fn summary(&self) -> String {
        let mut parts = vec![if self.created {
            "created".to_string()
        } else {
            "exists, left as it is".to_string()
        }];
        if !self.written.is_empty() {
            parts.push(format!(
                "{} written ({})",
                report::count(self.written.len(), "sample"),
                self.written.join(", ")
            ));
        }
        if !self.present.is_empty() {
            parts.push(format!(
                "{} already present ({})",
                report::count(self.present.len(), "sample"),
                self.present.join(", ")
            ));
        }
        format!("{}: {}", self.name, parts.join("; "))
    }

    /// The line after the summary: what to run next.
    pub fn next(&self) -> String {
        format!("  next: cargo make test {}", self.name)
    }
}

/// Scaffolds the problem unless its crate exists, then merges its samples.
pub fn import(workspace: &Workspace, checked: &Checked) -> Result<Imported, String> {
    let identity = &checked.identity;
    let name = &identity.name;
    let crate_dir = workspace.problems_dir().join(name);
    let created = !crate_dir.exists();
    if created {
        let samples: Vec<(String, String)> = checked
            .task
            .tests
            .iter()
            .map(|test| (test.input.clone(), test.output.clone()))
            .collect();
        scaffold::create(workspace, &checked.scaffold, Testcases::MayExist, &samples)?;
    }
    let cases_dir = workspace.testcases_dir(name);
    fs::create_dir_all(&cases_dir)
        .map_err(|e| format!("cannot create {}: {e}", cases_dir.display()))?;
    let mut known = existing_cases(&cases_dir)?;
    let mut written = Vec::new();
    let mut present = Vec::new();
    for test in &checked.task.tests {
        let (input, output) = (test.input.as_bytes(), test.output.as_bytes());
        if let Some(case) = known.iter().find(|case| case.holds(input, output)) {
            present.push(case.stem.clone());
            continue;
        }
        let stem = (1..)
            .map(|n| format!("sample-{n}"))
            .find(|stem| {
                !cases_dir.join(format!("{stem}.in")).exists()
                    && !cases_dir.join(format!("{stem}.out")).exists()
            })
            .expect("some sample-N is free");
        let case = Existing {
            stem: stem.clone(),
            input: cases_dir.join(format!("{stem}.in")),
        };
        scaffold::write_new(&case.input, &test.input)?;
        scaffold::write_new(&case.input.with_extension("out"), &test.output)?;
        known.push(case);
        written.push(stem);
    }
    Ok(Imported {
        name: name.clone(),
        created,
        written,
        present,
    })
}

/// A testcase already in the folder: `<stem>.in`, and `<stem>.out` beside it.
struct Existing {
    stem: String,
    input: PathBuf,
}

impl Existing {
    /// Whether this case is the sample: the same input and the same output, byte for byte. The
    /// sizes are compared first, so a folder of large generated cases is not read for a sample
    /// of a few bytes.
    fn holds(&self, input: &[u8], output: &[u8]) -> bool {
        let same = |path: &Path, expected: &[u8]| {
            fs::metadata(path).is_ok_and(|meta| meta.len() == expected.len() as u64)
                && fs::read(path).is_ok_and(|contents| contents == expected)
        };
        same(&self.input, input) && same(&self.input.with_extension("out"), output)
    }
}

/// The testcases in `dir`, in the order of their stems (the first that holds a sample names it).
fn existing_cases(dir: &Path) -> Result<Vec<Existing>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut known = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
            .path();
        if path.extension().is_none_or(|ext| ext != "in") {
            continue;
        }
        let stem = report::escaped(path.file_stem().unwrap_or_default().as_encoded_bytes());
        known.push(Existing { stem, input: path });
    }
    known.sort_by(|a, b| a.stem.cmp(&b.stem));
    Ok(known)
}

/// `runner new --from FILE.json`: every problem in the file, each reported on one line. A file
/// the import refuses writes nothing and exits with [`exit::USAGE`].
/// `name`, when given (`--name`), names the file's one problem.
pub fn from_file(matches: &ArgMatches, file: &Path, name: Option<&str>) -> Result<u8, String> {
    let workspace = Workspace::from_matches(matches)?;
    let size = fs::metadata(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?
        .len();
    if size > companion::MAX_BODY as u64 {
        return Err(format!(
            "{}: {}",
            file.display(),
            companion::too_large(size).reason
        ));
    }
    let body = fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let problems = companion::parse(&body, name)
        .map_err(|refusal| format!("{}: {}", file.display(), refusal.reason))?;
    for checked in &problems {
        let imported = import(&workspace, checked)?;
        println!("{}", imported.summary());
        println!("{}", imported.next());
    }
    Ok(exit::SUCCESS)
}
