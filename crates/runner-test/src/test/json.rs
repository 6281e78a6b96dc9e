//! The JSON reporter (`--json PATH`): a machine-readable record of the run for scripts, one JSON
//! object per line and per case, in the report order, written as each case is reported (so a run
//! stopped by Ctrl-C leaves the cases judged before it):
//!
//! ```json
//! {"problem":"hdu-1846","case":"sample-1","verdict":"WA","time_ms":1.2,"memory_kib":2048,
//!  "message":"first difference at line 1: expected `second`, got `first`",
//!  "first_difference":{"expected_line":1,"actual_line":1,"token":null,"expected":"second","actual":"first"}}
//! ```
//!
//! `message` is the sentence the terminal shows for a case that did not pass (`null` for AC and
//! NEW); `first_difference` is set for a WA found by comparing text, its lines and token counted
//! from 1, and the two sides cut as the terminal cuts them (`null` on a side that had ended).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use super::record::{CaseRecord, Judgement, ProblemRecord, Reason, Reporter, RunRecord};

pub struct Json {
    path: PathBuf,
    out: BufWriter<File>,
    /// The first write that failed; the run goes on, and ends with it.
    failed: Option<std::io::Error>,
}

impl Json {
    /// Creates (or empties) the file now, so that a path that cannot be written is said before
    /// anything is built or run.
    pub fn create(path: &Path) -> Result<Json, String> {
        let file = File::create(path).map_err(|e| Json::cannot_write(path, &e))?;
        Ok(Json {
            path: path.to_path_buf(),
            out: BufWriter::new(file),
            failed: None,
        })
    }

    fn cannot_write(path: &Path, e: &std::io::Error) -> String {
        format!("cannot write the JSON record to {}: {e}", path.display())
    }
}

impl Reporter for Json {
    fn case_finished(&mut self, record: &CaseRecord<'_>) {
        let line = object(record).to_string();
        // Flushed line by line, for a script that follows the file as the run goes.
        let written = writeln!(self.out, "{line}").and_then(|()| self.out.flush());
        if let Err(e) = written {
            self.failed.get_or_insert(e);
        }
    }

    fn problem_finished(&mut self, _: &ProblemRecord<'_>) {}

    fn run_finished(&mut self, _: &RunRecord) -> Result<(), String> {
        match &self.failed {
            Some(e) => Err(Json::cannot_write(&self.path, e)),
            None => Ok(()),
        }
    }
}

fn object(record: &CaseRecord<'_>) -> Value {
    let text = |bytes: &Option<Vec<u8>>| {
        bytes
            .as_deref()
            .map(|b| String::from_utf8_lossy(b).into_owned())
    };
    let (message, first_difference) = match &record.judgement {
        Judgement::Accepted | Judgement::Blessed { .. } => (None, None),
        Judgement::Unjudged(error) => (Some(error.message.clone()), None),
        Judgement::Failed(failure) => {
            let first_difference = match &failure.reason {
                Reason::WrongAnswer(wa) => {
                    let m = &wa.mismatch;
                    Some(json!({
                        "expected_line": m.expected_line + 1,
                        "actual_line": m.actual_line + 1,
                        "token": m.token.map(|k| k + 1),
                        "expected": text(&m.expected),
                        "actual": text(&m.actual),
                    }))
                }
                _ => None,
            };
            (Some(failure.reason.to_string()), first_difference)
        }
    };
    json!({
        "problem": record.problem.name,
        "case": record.case.name,
        "verdict": record.verdict().code(),
        "time_ms": record.wall.as_secs_f64() * 1000.0,
        "memory_kib": record.peak_rss_kib,
        "message": message,
        "first_difference": first_difference,
    })
}
