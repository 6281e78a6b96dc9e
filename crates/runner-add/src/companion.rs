//! What Competitive Companion sends, read and checked: one JSON object per problem, POSTed to a
//! local port (`listen`) or saved to a file (`new --from`).
//!
//! The format is the extension's README ("Custom tools"): `name`, `group`, `url`, `interactive`,
//! `memoryLimit` (MB), `timeLimit` (ms), `tests` (`input`, `output`), `testType`, `input` and
//! `output` (`type`: `stdin`, `stdout`, or a file), `languages` and `batch` (`id`, `size`). The
//! runner needs the name, URL, limits and tests; it reads `interactive`, `input`, `output` and
//! `batch` to refuse what it cannot judge or to say how much of a contest has arrived, `group`
//! for the name of a judge the table of judges does not hold, and leaves the rest (`testType`,
//! `languages`) to the tools that use them. Unknown keys are
//! ignored, so a newer extension that adds one still works.
//!
//! A problem is named after its URL by the table of judges (`judges.rs`), or as the user says
//! (`new --from FILE --name NAME`), and checked by the scaffold's one check (`scaffold.rs`).

use super::judges::Identity;
use super::scaffold::{self, Scaffold};
use serde::Deserialize;

/// One problem as the extension describes it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    pub name: String,
    /// `Judge - Contest`: its judge part names a judge the table does not hold.
    #[serde(default)]
    pub group: String,
    pub url: String,
    #[serde(default)]
    pub interactive: bool,
    /// In MB, as the judge states it; kept as a JSON number so that a fraction or a negative
    /// number gets a message of ours rather than serde's.
    pub memory_limit: serde_json::Number,
    /// In milliseconds.
    pub time_limit: serde_json::Number,
    pub tests: Vec<Test>,
    pub input: Option<Stream>,
    pub output: Option<Stream>,
    pub batch: Option<Batch>,
}

/// A sample: its input and the expected output, each ending in a newline as the extension sends
/// them; written to the testcase files byte for byte.
#[derive(Debug, Deserialize)]
pub struct Test {
    pub input: String,
    pub output: String,
}

/// Where the program reads or writes: `stdin`/`stdout`, or a file (`file` with `fileName`,
/// `regex` with `pattern`).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stream {
    #[serde(rename = "type")]
    pub kind: String,
    pub file_name: Option<String>,
}

/// The problems of one click: a contest parser sends each of them with the same id.
#[derive(Debug, Deserialize)]
pub struct Batch {
    pub id: String,
    pub size: u64,
}

/// A problem the runner can scaffold: the payload, checked, with its name and what its files
/// will say (the title as the judge shows it, less the id the extension puts in front of it).
#[derive(Debug)]
pub struct Checked {
    pub task: Task,
    pub identity: Identity,
    pub scaffold: Scaffold,
}

/// Why a body is refused: the HTTP status (400 not JSON, 413 too large, 422 a problem the runner
/// cannot take) and the reason, one line.
#[derive(Debug, PartialEq, Eq)]
pub struct Refusal {
    pub status: u16,
    pub reason: String,
}

impl Refusal {
    fn unprocessable(reason: String) -> Refusal {
        Refusal {
            status: 422,
            reason,
        }
    }
}

/// The most a body may hold: a problem's samples are a few KiB; a body past this is not the
/// extension's.
pub const MAX_BODY: usize = 1 << 20;

/// Reads a body or a file: one problem (an object), or several (an array of objects, as a saved
/// batch may be). Every problem is checked before the caller writes any, so a refused body writes
/// nothing. `name`, when given, names the one problem the body must hold.
pub fn parse(body: &[u8], name: Option<&str>) -> Result<Vec<Checked>, Refusal> {
    if body.len() > MAX_BODY {
        return Err(too_large(body.len() as u64));
    }
    // Read straight into the structs, not through a `serde_json::Value`: serde_json's errors
    // then tell a syntax error (not JSON) from a type error (not Companion's shape), and say
    // where in the body it is.
    let starts_an_array = body
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|&b| b == b'[');
    let tasks = if starts_an_array {
        serde_json::from_slice::<Vec<Task>>(body)
    } else {
        serde_json::from_slice::<Task>(body).map(|task| vec![task])
    };
    let tasks = tasks.map_err(|e| match e.classify() {
        serde_json::error::Category::Data => Refusal::unprocessable(format!(
            "not Competitive Companion's format ({e}): expected an object with name, url, \
             memoryLimit, timeLimit and tests"
        )),
        _ => Refusal {
            status: 400,
            reason: format!("not JSON: {e}"),
        },
    })?;
    if tasks.is_empty() {
        return Err(Refusal::unprocessable(
            "an empty array: no problem to import".to_string(),
        ));
    }
    if name.is_some() && tasks.len() > 1 {
        return Err(Refusal::unprocessable(format!(
            "{} problems, and one name for them: --name names a file's one problem",
            tasks.len()
        )));
    }
    tasks.into_iter().map(|task| check(task, name)).collect()
}

/// The refusal of a body of `size` bytes.
pub fn too_large(size: u64) -> Refusal {
    Refusal {
        status: 413,
        reason: format!(
            "the body is {size} bytes, over the limit of {MAX_BODY} (1 MiB): not a problem from \
             Competitive Companion"
        ),
    }
}

fn check(task: Task, name: Option<&str>) -> Result<Checked, Refusal> {
    // Control characters escaped: whatever a page put in them, the log line stays one line and
    // sends the terminal no escape sequence.
    let about = format!(
        "{:?} ({})",
        task.name.trim(),
        task.url.trim().escape_debug()
    );
    let refuse = |reason: String| Refusal::unprocessable(format!("{about}: {reason}"));
    if task.interactive {
        return Err(refuse(
            "an interactive problem: the runner judges a program's output against a file, and \
             cannot play the judge's side"
                .to_string(),
        ));
    }
    for (stream, standard) in [(&task.input, "stdin"), (&task.output, "stdout")] {
        if let Some(stream) = stream.as_ref().filter(|s| s.kind != standard) {
            return Err(refuse(format!(
                "it uses {} {}, not {standard}: the runner judges through stdin and stdout",
                stream.kind,
                stream.file_name.as_deref().unwrap_or("a file"),
            )));
        }
    }
    if task.tests.is_empty() {
        return Err(refuse(
            "no samples: there is nothing to judge; add the problem with `cargo make new` \
             and write its testcases by hand"
                .to_string(),
        ));
    }
    let identity = match name {
        Some(name) => {
            scaffold::check_name(name).map_err(refuse)?;
            match Identity::of_task(&task.url, &task.group, &task.name) {
                Ok(identity) => identity.renamed(name),
                Err(_) => Identity::of_name(name).0,
            }
        }
        None => Identity::of_task(&task.url, &task.group, &task.name).map_err(|reason| {
            refuse(format!(
                "{reason}; give the problem a name with `new --from FILE --name NAME`"
            ))
        })?,
    };
    let time_limit_ms = whole(&task.time_limit, "timeLimit", "ms").map_err(refuse)?;
    let memory_limit_mib = whole(&task.memory_limit, "memoryLimit", "MB").map_err(refuse)?;
    // Checked here, before anything is written, so that a title the files cannot hold is the
    // body's fault (422) like the rest.
    let title = identity.title(&task.name);
    let scaffold = Scaffold::new(
        &identity,
        &title,
        &task.url,
        time_limit_ms,
        memory_limit_mib,
    )
    .map_err(refuse)?;
    Ok(Checked {
        task,
        identity,
        scaffold,
    })
}

/// A limit as a whole number; its range is the scaffold's to check.
fn whole(number: &serde_json::Number, key: &str, unit: &str) -> Result<u64, String> {
    number
        .as_u64()
        .ok_or_else(|| format!("{key} {number}: expected a whole number of {unit}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn payload(extra: &str) -> String {
        format!(
            r#"{{"name":"Brave Game","group":"HDOJ","url":"https://acm.hdu.edu.cn/showproblem.php?pid=1846",
            "memoryLimit":32,"timeLimit":1000,"tests":[{{"input":"1\n","output":"2\n"}}]{extra}}}"#
        )
    }

    #[test]
    fn a_companion_object_is_read_with_its_limits() {
        let checked = parse(payload("").as_bytes(), None).unwrap();
        assert_eq!(checked.len(), 1);
        assert_eq!(checked[0].identity.name, "hdu-1846");
        assert_eq!(
            (
                checked[0].scaffold.time_limit_ms(),
                checked[0].scaffold.memory_limit_mib()
            ),
            (1000, 32)
        );
        assert_eq!(checked[0].task.tests[0].output, "2\n");
    }

    #[test]
    fn bad_bodies_are_refused_with_a_status_and_a_reason() {
        let status = |body: &str| parse(body.as_bytes(), None).unwrap_err().status;
        assert_eq!(status("name=x"), 400);
        assert_eq!(status(r#"{"name":"x"}"#), 422);
        assert_eq!(status("[]"), 422);
        assert_eq!(status(&payload(r#","interactive":true"#)), 422);
        assert_eq!(
            status(&payload(r#","input":{"type":"file","fileName":"in.txt"}"#)),
            422
        );
        assert_eq!(
            status(&payload("").replace(r#""timeLimit":1000"#, r#""timeLimit":1.5"#)),
            422
        );
        assert_eq!(
            status(&payload("").replace(r#""memoryLimit":32"#, r#""memoryLimit":-1"#)),
            422
        );
        assert_eq!(
            status(
                &payload("").replace(r#""timeLimit":1000"#, r#""timeLimit":9223372036854775808"#)
            ),
            422
        );
        assert_eq!(status(&" ".repeat(MAX_BODY + 1)), 413);
        // A title that would end a doc comment's line is the body's fault, not the workspace's.
        assert_eq!(
            status(&payload("").replace("Brave Game", "Brave\\u0007Game")),
            422
        );
        assert_eq!(status(&payload("").replace("Brave Game", "")), 422);
        // The reason quotes what the page sent with its control characters escaped.
        let refusal = parse(
            payload(r#","interactive":true"#)
                .replace("pid=1846", "pid=1846\\u001b[2J")
                .as_bytes(),
            None,
        )
        .unwrap_err();
        assert!(
            refusal.reason.contains(r"pid=1846\u{1b}[2J"),
            "{}",
            refusal.reason
        );
    }
}
