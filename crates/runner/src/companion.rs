//! What Competitive Companion sends, read and checked: one JSON object per problem, POSTed to a
//! local port (`listen`) or saved to a file (`new --from`).
//!
//! The format is the extension's README ("Custom tools"): `name`, `group`, `url`, `interactive`,
//! `memoryLimit` (MB), `timeLimit` (ms), `tests` (`input`, `output`), `testType`, `input` and
//! `output` (`type`: `stdin`, `stdout`, or a file), `languages` and `batch` (`id`, `size`). The
//! runner needs the name, URL, limits and tests; it reads `interactive`, `input`, `output` and
//! `batch` to refuse what it cannot judge or to say how much of a contest has arrived, and leaves
//! the rest (`group`, `testType`, `languages`) to the tools that use them. Unknown keys are
//! ignored, so a newer extension that adds one still works.
//!
//! A problem is named after its URL, in the workspace's `<judge>-<id>` form ([`Identity`]).

use crate::new::Scaffold;
use serde::Deserialize;

/// One problem as the extension describes it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    pub name: String,
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
/// nothing.
pub fn parse(body: &[u8]) -> Result<Vec<Checked>, Refusal> {
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
    tasks.into_iter().map(check).collect()
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

fn check(task: Task) -> Result<Checked, Refusal> {
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
    let identity = Identity::of_url(&task.url).map_err(refuse)?;
    let time_limit_ms = limit(
        &task.time_limit,
        "timeLimit",
        "ms",
        crate::new::MAX_TIME_LIMIT_MS,
    )
    .map_err(refuse)?;
    let memory_limit_mib = limit(
        &task.memory_limit,
        "memoryLimit",
        "MB",
        crate::new::MAX_MEMORY_LIMIT_MIB,
    )
    .map_err(refuse)?;
    // Checked here, before anything is written, so that a title the files cannot hold is the
    // body's fault (422) like the rest.
    let scaffold = Scaffold::new(
        &identity.name,
        identity.judge,
        &identity.id,
        &identity.title(&task.name),
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

/// A limit as a whole number from 1 to `max`.
fn limit(number: &serde_json::Number, key: &str, unit: &str, max: u64) -> Result<u64, String> {
    match number.as_u64() {
        Some(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!(
            "{key} {number}: expected a whole number of {unit} from 1 to {max}"
        )),
    }
}

/// A problem's name in the workspace, and the judge and id its metadata records.
#[derive(Debug, PartialEq, Eq)]
pub struct Identity {
    /// The package name: `hdu-1846`, `poj-1067`, `luogu-p2197`, `cf-954g`, `abc123-a`.
    pub name: String,
    pub judge: &'static str,
    /// The id as the judge writes it: `1846`, `P2197`, `954G`, `abc123_a`.
    pub id: String,
}

impl Identity {
    /// Names a problem after its page:
    ///
    /// - HDU `showproblem.php?pid=N` → `hdu-N`; a contest's problem
    ///   (`contest_showproblem.php?cid=C&pid=P`, `contest/problem?cid=C&pid=P`) → `hdu-cCpP`;
    /// - POJ `problem?id=N` → `poj-N`;
    /// - Luogu `problem/P1234` → `luogu-p1234` (and `CF1A` → `luogu-cf1a`, `AT_abc1_a` →
    ///   `luogu-atabc1a`: letters and digits, lower case);
    /// - Codeforces `contest/C/problem/X`, `problemset/problem/C/X`, `gym/C/problem/X`,
    ///   `group/G/contest/C/problem/X`, `problemset/gymProblem/C/X` → `cf-CX` in lower case
    ///   (`cf-954g`, `cf-1234b1`; gym and group contests are numbered apart from the rest, from
    ///   100001 up, so the names do not collide);
    /// - AtCoder `contests/abc123/tasks/abc123_a` → `abc123-a`: the task's id split at its last
    ///   underscore, letters and digits only (`typical90_cl` → `typical90-cl`); `atcoder-…` when
    ///   that would start with a digit, which cargo refuses.
    pub fn of_url(url: &str) -> Result<Identity, String> {
        let url = url.trim();
        let rest = url
            .strip_prefix("https://")
            .or_else(|| url.strip_prefix("http://"))
            .ok_or_else(|| format!("the URL {url:?} is not an http(s) address"))?;
        let rest = rest.split('#').next().unwrap_or_default();
        let (host_port, path_query) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
        let host = host_port
            .split(':')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        let (path, query) = path_query.split_once('?').unwrap_or((path_query, ""));
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let param = |key: &str| {
            query
                .split('&')
                .find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))
        };
        let numeric = |text: Option<&str>| {
            text.filter(|t| !t.is_empty() && t.len() <= 20 && t.bytes().all(|b| b.is_ascii_digit()))
                .map(str::to_string)
        };
        let host = host.strip_prefix("www.").unwrap_or(&host);
        let found = match host {
            "acm.hdu.edu.cn" => match segments.as_slice() {
                ["showproblem.php"] => numeric(param("pid")).map(|pid| Identity {
                    name: format!("hdu-{pid}"),
                    judge: "HDU",
                    id: pid,
                }),
                ["contests", "contest_showproblem.php"] | ["contest", "problem"] => {
                    match (numeric(param("cid")), numeric(param("pid"))) {
                        (Some(cid), Some(pid)) => Some(Identity {
                            name: format!("hdu-c{cid}p{pid}"),
                            judge: "HDU",
                            id: format!("c{cid}p{pid}"),
                        }),
                        _ => None,
                    }
                }
                _ => None,
            },
            "poj.org" => match segments.as_slice() {
                ["problem"] => numeric(param("id")).map(|id| Identity {
                    name: format!("poj-{id}"),
                    judge: "POJ",
                    id,
                }),
                _ => None,
            },
            "luogu.com.cn" => match segments.as_slice() {
                ["problem", id] if is_word(id) => Some(Identity {
                    name: format!("luogu-{}", alphanumeric(id)),
                    judge: "Luogu",
                    id: id.to_string(),
                }),
                _ => None,
            },
            host if host == "codeforces.com" || host.ends_with(".codeforces.com") => {
                match segments.as_slice() {
                    ["contest", contest, "problem", index]
                    | ["problemset", "problem", contest, index]
                    | ["gym", contest, "problem", index]
                    | ["group", _, "contest", contest, "problem", index]
                    | ["problemset", "gymProblem", contest, index] => {
                        match (numeric(Some(contest)), is_word(index)) {
                            (Some(contest), true) => Some(Identity {
                                name: format!("cf-{contest}{}", alphanumeric(index)),
                                judge: "Codeforces",
                                id: format!("{contest}{}", index.to_ascii_uppercase()),
                            }),
                            _ => None,
                        }
                    }
                    _ => None,
                }
            }
            "atcoder.jp" => match segments.as_slice() {
                ["contests", contest, "tasks", task] if is_word(task) && is_word(contest) => {
                    let (prefix, letter) = task.rsplit_once('_').unwrap_or((contest, task));
                    let name = format!("{}-{}", alphanumeric(prefix), alphanumeric(letter));
                    let name = if name.starts_with(|c: char| c.is_ascii_lowercase())
                        && !name.starts_with('-')
                        && !name.ends_with('-')
                    {
                        name
                    } else {
                        format!("atcoder-{}", alphanumeric(task))
                    };
                    Some(Identity {
                        name,
                        judge: "AtCoder",
                        id: task.to_string(),
                    })
                }
                _ => None,
            },
            _ => {
                return Err(format!(
                    "no name for a problem from {host:?}: the runner names the problems of HDU, \
                     POJ, Luogu, Codeforces and AtCoder; add this one by hand with `cargo make \
                     new <judge>-<id> --title ... --url ...`"
                ))
            }
        };
        found.ok_or_else(|| {
            format!(
                "the URL {url:?} is not one of the problem pages the runner names (for example \
                 https://acm.hdu.edu.cn/showproblem.php?pid=1846, http://poj.org/problem?id=1067, \
                 https://www.luogu.com.cn/problem/P2197, \
                 https://codeforces.com/contest/954/problem/G, \
                 https://atcoder.jp/contests/abc123/tasks/abc123_a)"
            )
        })
    }

    /// The extension's name for the problem, without the id it repeats in front: Luogu's
    /// `P2197 【模板】Nim 游戏`, Codeforces' `G. Castle Defense`, AtCoder's `A - Happy Birthday`.
    fn title(&self, name: &str) -> String {
        let name = name.trim();
        let stripped = match self.judge {
            "Luogu" => name
                .strip_prefix(self.id.as_str())
                .and_then(|rest| rest.strip_prefix(char::is_whitespace)),
            // `G. Castle Defense`: the index the URL names, then a dot.
            "Codeforces" => {
                let index = self.id.trim_start_matches(|c: char| c.is_ascii_digit());
                name.split_once(". ")
                    .filter(|(prefix, _)| prefix.eq_ignore_ascii_case(index))
                    .map(|(_, rest)| rest)
            }
            // `A - Five Antennas`: a letter or two (the page's, which need not be the task id's:
            // `arc001_1` shows as `A`), then a dash.
            "AtCoder" => name.split_once(" - ").and_then(|(prefix, rest)| {
                let short = !prefix.is_empty()
                    && prefix.len() <= 3
                    && prefix.chars().all(|c| c.is_ascii_alphanumeric());
                short.then_some(rest)
            }),
            _ => None,
        };
        stripped
            .map(str::trim)
            .filter(|rest| !rest.is_empty())
            .unwrap_or(name)
            .to_string()
    }
}

/// A path segment of letters, digits and underscores (what ids are made of), and not too long
/// for a file name.
fn is_word(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 40
        && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// Letters and digits only, in lower case: `AT_abc123_a` → `atabc123a`.
fn alphanumeric(text: &str) -> String {
    text.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(url: &str) -> String {
        Identity::of_url(url).unwrap().name
    }

    #[test]
    fn names_come_from_the_judges_urls() {
        assert_eq!(
            name("https://acm.hdu.edu.cn/showproblem.php?pid=1846"),
            "hdu-1846"
        );
        assert_eq!(
            name("http://acm.hdu.edu.cn/showproblem.php?pid=2149#top"),
            "hdu-2149"
        );
        assert_eq!(
            name("https://acm.hdu.edu.cn/contests/contest_showproblem.php?cid=1107&pid=1003"),
            "hdu-c1107p1003"
        );
        assert_eq!(name("http://poj.org/problem?id=1067"), "poj-1067");
        assert_eq!(
            name("https://www.luogu.com.cn/problem/P2197"),
            "luogu-p2197"
        );
        assert_eq!(
            name("https://www.luogu.com.cn/problem/AT_abc123_a"),
            "luogu-atabc123a"
        );
        assert_eq!(
            name("https://codeforces.com/problemset/problem/954/G"),
            "cf-954g"
        );
        assert_eq!(
            name("https://codeforces.com/contest/1234/problem/B1"),
            "cf-1234b1"
        );
        assert_eq!(
            name("https://m1.codeforces.com/gym/102001/problem/C"),
            "cf-102001c"
        );
        assert_eq!(
            name("https://codeforces.com/group/AbCd/contest/250000/problem/A"),
            "cf-250000a"
        );
        assert_eq!(
            name("https://atcoder.jp/contests/abc123/tasks/abc123_a"),
            "abc123-a"
        );
        assert_eq!(
            name("https://atcoder.jp/contests/typical90/tasks/typical90_cl"),
            "typical90-cl"
        );
    }

    #[test]
    fn judges_and_ids_are_recorded_as_the_judge_writes_them() {
        let cf = Identity::of_url("https://codeforces.com/contest/954/problem/g").unwrap();
        assert_eq!((cf.judge, cf.id.as_str()), ("Codeforces", "954G"));
        let luogu = Identity::of_url("https://www.luogu.com.cn/problem/P2197").unwrap();
        assert_eq!((luogu.judge, luogu.id.as_str()), ("Luogu", "P2197"));
    }

    #[test]
    fn an_atcoder_task_that_would_start_with_a_digit_is_prefixed() {
        assert_eq!(
            name("https://atcoder.jp/contests/2024x/tasks/2024x_a"),
            "atcoder-2024xa"
        );
    }

    #[test]
    fn unknown_judges_and_pages_are_refused_with_the_reason() {
        let unknown = Identity::of_url("https://open.kattis.com/problems/nim").unwrap_err();
        assert!(unknown.contains("\"open.kattis.com\""), "{unknown}");
        for url in [
            "https://acm.hdu.edu.cn/showproblem.php?pid=12a",
            "https://acm.hdu.edu.cn/showproblem.php",
            "http://poj.org/problemlist",
            "https://codeforces.com/contest/954",
            "https://codeforces.com/contest/954/problem/G-1",
            "https://www.luogu.com.cn/problem/P2197/../x",
            "ftp://poj.org/problem?id=1",
        ] {
            assert!(Identity::of_url(url).is_err(), "{url}");
        }
    }

    #[test]
    fn titles_lose_the_id_the_extension_puts_in_front() {
        let title = |url: &str, name: &str| Identity::of_url(url).unwrap().title(name);
        assert_eq!(
            title(
                "https://www.luogu.com.cn/problem/P2197",
                "P2197 【模板】Nim 游戏"
            ),
            "【模板】Nim 游戏"
        );
        assert_eq!(
            title(
                "https://codeforces.com/contest/954/problem/G",
                "G. Castle Defense"
            ),
            "Castle Defense"
        );
        assert_eq!(
            title(
                "https://atcoder.jp/contests/abc123/tasks/abc123_a",
                "A - Five Antennas"
            ),
            "Five Antennas"
        );
        assert_eq!(
            title(
                "https://acm.hdu.edu.cn/showproblem.php?pid=1846",
                "Brave Game"
            ),
            "Brave Game"
        );
    }

    fn payload(extra: &str) -> String {
        format!(
            r#"{{"name":"Brave Game","group":"HDOJ","url":"https://acm.hdu.edu.cn/showproblem.php?pid=1846",
            "memoryLimit":32,"timeLimit":1000,"tests":[{{"input":"1\n","output":"2\n"}}]{extra}}}"#
        )
    }

    #[test]
    fn a_companion_object_is_read_with_its_limits() {
        let checked = parse(payload("").as_bytes()).unwrap();
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
        let status = |body: &str| parse(body.as_bytes()).unwrap_err().status;
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
        )
        .unwrap_err();
        assert!(
            refusal.reason.contains(r"pid=1846\u{1b}[2J"),
            "{}",
            refusal.reason
        );
    }
}
