//! `runner listen` as a process on a scratch workspace, driven by a real HTTP client over the
//! loopback (plain HTTP/1.1 written on a `TcpStream`, as the extension's `fetch` sends it), and
//! `runner new --from` on saved payloads. The payloads follow Competitive Companion's documented
//! format, every field included. Hostile clients (huge declared lengths, stalls, a thousand
//! connections at once, garbage) are in `no_request_stops_the_server`.

use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use crate::common;

/// How long a test waits for a log line or an answer before calling the server hung: far more
/// than anything here takes, only so that a hang fails instead of blocking the run.
const HANG: Duration = Duration::from_secs(60);

/// A `runner listen --port 0` on a scratch workspace, and its log, read line by line on a thread
/// of its own so that a server that logs much never blocks on a full pipe.
struct Listener {
    child: Child,
    log: Receiver<String>,
    port: u16,
    root: PathBuf,
}

impl Listener {
    fn start(name: &str) -> Listener {
        let root = common::scratch_workspace("listen", name);
        Listener::on(root, 0, &[])
    }

    /// With the variables `env` set (`RUNNER_LISTEN_REQUEST_SECONDS`).
    fn on(root: PathBuf, port: u16, env: &[(&str, &str)]) -> Listener {
        let mut child = Command::new(env!("CARGO_BIN_EXE_runner"))
            .args(["listen", "--port", &port.to_string(), "--root"])
            .arg(&root)
            .env("NO_COLOR", "1")
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the runner binary runs");
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (sender, log) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if sender.send(line + "\n").is_err() {
                    break;
                }
            }
        });
        let first = log
            .recv_timeout(HANG)
            .expect("the server says where it listens");
        // "listening on http://127.0.0.1:PORT/ (...)"
        let port = first
            .split("http://127.0.0.1:")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|port| port.parse().ok())
            .unwrap_or_else(|| panic!("no port in the first line: {first:?}"));
        Listener {
            child,
            log,
            port,
            root,
        }
    }

    /// The next line of the log.
    fn line(&mut self) -> String {
        self.log.recv_timeout(HANG).expect("a log line")
    }

    /// An import's line, and the line after it that says what to run next.
    fn imported(&mut self) -> String {
        let line = self.line();
        let name = line.split(':').next().unwrap();
        assert_eq!(
            self.line(),
            format!("  next: cargo make test {name}\n"),
            "{line}"
        );
        line
    }

    fn post(&self, body: &str) -> (u16, String) {
        post(self.port, "application/json", body.as_bytes())
    }

    /// Ctrl-C, then the exit status and the rest of the log.
    fn interrupt(mut self) -> (Option<i32>, String) {
        // SAFETY: kill(2) on our own child's pid.
        unsafe { libc::kill(self.child.id() as libc::pid_t, libc::SIGINT) };
        let status = self.child.wait().unwrap();
        // The reader thread ends with the pipe: the rest of the log, whole.
        let rest: String = self.log.iter().collect();
        (status.code(), rest)
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        // A test that failed half-way leaves no server behind.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One request on its own connection; the status code and the body of the answer.
fn post(port: u16, content_type: &str, body: &[u8]) -> (u16, String) {
    let head = format!(
        "POST / HTTP/1.1\r\nHost: localhost:{port}\r\nContent-Type: {content_type}\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    exchange(port, head.as_bytes(), body)
}

fn exchange(port: u16, head: &[u8], body: &[u8]) -> (u16, String) {
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream.set_read_timeout(Some(HANG)).unwrap();
    (&stream).write_all(head).unwrap();
    // The server may answer and stop reading before the whole of a refused body is sent.
    let _ = (&stream).write_all(body);
    // The answer's head, then as many bytes as its Content-Length says: the connection may stay
    // open after it.
    let mut reader = BufReader::new(&stream);
    let mut status_line = String::new();
    reader.read_line(&mut status_line).unwrap();
    let status = status_line
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no HTTP status in {status_line:?}"));
    let mut length = 0;
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).unwrap();
        if header.trim().is_empty() {
            break;
        }
        if let Some((field, value)) = header.split_once(':') {
            if field.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse().unwrap();
            }
        }
    }
    let mut text = vec![0; length];
    reader.read_exact(&mut text).unwrap();
    (status, String::from_utf8(text).unwrap())
}

/// A problem in Competitive Companion's format, with every field it documents.
/// A problem alone, as the extension's problem parser sends it: a batch of one, with an id of
/// its own.
fn payload(name: &str, url: &str, time: u64, memory: u64, tests: &[(&str, &str)]) -> String {
    static CLICKS: AtomicU64 = AtomicU64::new(0);
    let click = CLICKS.fetch_add(1, Ordering::Relaxed);
    let batch = format!("0f5a0c1e-7b9d-4c36-9a57-{click:012}");
    payload_in_batch(name, url, time, memory, tests, &batch, 1)
}

fn payload_in_batch(
    name: &str,
    url: &str,
    time: u64,
    memory: u64,
    tests: &[(&str, &str)],
    batch: &str,
    size: u64,
) -> String {
    let tests: Vec<_> = tests
        .iter()
        .map(|(input, output)| serde_json::json!({ "input": input, "output": output }))
        .collect();
    serde_json::json!({
        "name": name,
        "group": "Judge - Category",
        "url": url,
        "interactive": false,
        "memoryLimit": memory,
        "timeLimit": time,
        "tests": tests,
        "testType": "single",
        "input": { "type": "stdin" },
        "output": { "type": "stdout" },
        "languages": { "java": { "mainClass": "Main", "taskClass": "Task" } },
        "batch": { "id": batch, "size": size },
    })
    .to_string()
}

/// The problem's `[package.metadata.problem]` table.
fn metadata(root: &Path, name: &str) -> toml::Table {
    let manifest = fs::read_to_string(root.join("problems").join(name).join("Cargo.toml")).unwrap();
    let mut document: toml::Table = manifest.parse().unwrap();
    let package = document.remove("package").unwrap();
    package["metadata"]["problem"].as_table().unwrap().clone()
}

fn case(root: &Path, name: &str, file: &str) -> Vec<u8> {
    fs::read(root.join("testcases").join(name).join(file)).unwrap()
}

/// Whether the problem `name` has its spec in its folder.
fn has_spec(root: &Path, name: &str) -> bool {
    root.join("problems").join(name).join("spec.rs").is_file()
}

/// Every file under the workspace, for checking that a refused body wrote nothing.
fn files(root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                let contents = fs::read(&path).unwrap();
                found.push((path, contents));
            }
        }
    }
    found.sort();
    found
}

const BRAVE_GAME_IN: &str = "2\n23 2\n4 3\n";
const BRAVE_GAME_OUT: &str = "first\nsecond\n";

#[test]
fn an_hdu_problem_lands_as_a_crate_with_its_metadata_and_samples_byte_for_byte() {
    let mut server = Listener::start("hdu");
    let body = payload(
        "Brave Game",
        "https://acm.hdu.edu.cn/showproblem.php?pid=1846",
        1000,
        32,
        &[(BRAVE_GAME_IN, BRAVE_GAME_OUT)],
    );
    let (status, text) = server.post(&body);
    assert_eq!(status, 200, "{text}");
    assert!(text.starts_with("hdu-1846: created"), "{text}");
    let line = server.imported();
    assert!(
        line.starts_with("hdu-1846: created; 1 sample written (sample-1)"),
        "{line}"
    );
    let root = &server.root;
    let meta = metadata(root, "hdu-1846");
    assert_eq!(meta["judge"].as_str(), Some("HDU"));
    assert_eq!(meta["id"].as_str(), Some("1846"));
    assert_eq!(meta["title"].as_str(), Some("Brave Game"));
    assert_eq!(
        meta["url"].as_str(),
        Some("https://acm.hdu.edu.cn/showproblem.php?pid=1846")
    );
    assert_eq!(meta["time-limit-ms"].as_integer(), Some(1000));
    assert_eq!(meta["memory-limit-mib"].as_integer(), Some(32));
    assert_eq!(
        case(root, "hdu-1846", "sample-1.in"),
        BRAVE_GAME_IN.as_bytes()
    );
    assert_eq!(
        case(root, "hdu-1846", "sample-1.out"),
        BRAVE_GAME_OUT.as_bytes()
    );
    assert!(root.join("problems/hdu-1846/src/main.rs").is_file());
    assert!(has_spec(root, "hdu-1846"));
}

#[test]
fn a_poj_problem_is_named_after_its_id_with_its_own_limits() {
    let mut server = Listener::start("poj");
    let body = payload(
        "取石子游戏",
        "http://poj.org/problem?id=1067",
        1000,
        10,
        &[("2 1\n8 4\n4 7\n", "0\n1\n0\n")],
    );
    assert_eq!(server.post(&body).0, 200);
    assert!(server.imported().starts_with("poj-1067: created"));
    let meta = metadata(&server.root, "poj-1067");
    assert_eq!(meta["judge"].as_str(), Some("POJ"));
    assert_eq!(meta["title"].as_str(), Some("取石子游戏"));
    assert_eq!(meta["memory-limit-mib"].as_integer(), Some(10));
    assert_eq!(case(&server.root, "poj-1067", "sample-1.out"), b"0\n1\n0\n");
}

#[test]
fn a_luogu_problem_keeps_every_sample_as_sent_carriage_returns_included() {
    let mut server = Listener::start("luogu");
    // Byte for byte: a CRLF sample and one without a final newline are written as they came.
    let body = payload(
        "P2197 【模板】Nim 游戏",
        "https://www.luogu.com.cn/problem/P2197",
        1000,
        128,
        &[
            ("2\r\n2\r\n1 1\r\n2\r\n1 0\r\n", "No\r\nYes\r\n"),
            ("1\n1\n5", "Yes"),
        ],
    );
    assert_eq!(server.post(&body).0, 200);
    let line = server.imported();
    assert!(
        line.starts_with("luogu-p2197: created; 2 samples written (sample-1, sample-2)"),
        "{line}"
    );
    let root = &server.root;
    let meta = metadata(root, "luogu-p2197");
    assert_eq!(meta["judge"].as_str(), Some("Luogu"));
    assert_eq!(meta["id"].as_str(), Some("P2197"));
    assert_eq!(meta["title"].as_str(), Some("【模板】Nim 游戏"));
    assert_eq!(
        case(root, "luogu-p2197", "sample-1.in"),
        b"2\r\n2\r\n1 1\r\n2\r\n1 0\r\n"
    );
    assert_eq!(case(root, "luogu-p2197", "sample-2.in"), b"1\n1\n5");
    assert_eq!(case(root, "luogu-p2197", "sample-2.out"), b"Yes");
}

#[test]
fn a_codeforces_problem_gets_a_cargo_name_from_contest_and_index() {
    let mut server = Listener::start("codeforces");
    let body = payload(
        "G. Castle Defense",
        "https://codeforces.com/problemset/problem/954/G",
        1500,
        256,
        &[
            ("5 0 6\n5 4 3 4 9\n", "5\n"),
            ("4 2 0\n1 2 3 4\n", "6\n"),
            ("5 1 1\n2 1 2 1 2\n", "3\n"),
        ],
    );
    assert_eq!(server.post(&body).0, 200);
    assert!(server
        .imported()
        .starts_with("cf-954g: created; 3 samples written"));
    let meta = metadata(&server.root, "cf-954g");
    assert_eq!(meta["judge"].as_str(), Some("Codeforces"));
    assert_eq!(meta["id"].as_str(), Some("954G"));
    assert_eq!(meta["title"].as_str(), Some("Castle Defense"));
    assert_eq!(meta["time-limit-ms"].as_integer(), Some(1500));
    assert_eq!(
        case(&server.root, "cf-954g", "sample-3.in"),
        b"5 1 1\n2 1 2 1 2\n"
    );
    assert!(has_spec(&server.root, "cf-954g"));
}

#[test]
fn a_contests_batch_sent_at_once_all_lands() {
    let mut server = Listener::start("batch");
    let batch = "6c1e8f7a-2a41-4b0f-9d8e-5b3c2d1e0f9a";
    let letters = ["A", "B", "C", "D"];
    let port = server.port;
    // As the extension sends a contest: one POST per problem, all at once.
    let senders: Vec<_> = letters
        .iter()
        .map(|letter| {
            let body = payload_in_batch(
                &format!("{letter}. Game {letter}"),
                &format!("https://codeforces.com/contest/1537/problem/{letter}"),
                1000,
                256,
                &[(&format!("{letter}\n"), "ok\n")],
                batch,
                letters.len() as u64,
            );
            std::thread::spawn(move || post(port, "application/json", body.as_bytes()))
        })
        .collect();
    for sender in senders {
        assert_eq!(sender.join().unwrap().0, 200);
    }
    let lines: Vec<String> = (0..letters.len()).map(|_| server.imported()).collect();
    for (k, line) in lines.iter().enumerate() {
        assert!(
            line.contains(&format!("[{} of 4 in this batch]", k + 1)),
            "{line}"
        );
    }
    for letter in letters {
        let name = format!("cf-1537{}", letter.to_ascii_lowercase());
        assert!(lines
            .iter()
            .any(|line| line.starts_with(&format!("{name}: created"))));
        assert!(has_spec(&server.root, &name));
        assert_eq!(
            case(&server.root, &name, "sample-1.in"),
            format!("{letter}\n").as_bytes()
        );
    }
}

#[test]
fn an_existing_problem_keeps_its_files_and_gains_only_new_samples() {
    let mut server = Listener::start("existing");
    let url = "https://acm.hdu.edu.cn/showproblem.php?pid=1846";
    let first = payload(
        "Brave Game",
        url,
        1000,
        32,
        &[(BRAVE_GAME_IN, BRAVE_GAME_OUT)],
    );
    assert_eq!(server.post(&first).0, 200);
    server.imported();
    let root = server.root.clone();
    let main = root.join("problems/hdu-1846/src/main.rs");
    fs::write(&main, "// my solution\n").unwrap();
    // A case the user wrote by hand, which the page also shows.
    fs::write(root.join("testcases/hdu-1846/edge.in"), "1\n1 1\n").unwrap();
    fs::write(root.join("testcases/hdu-1846/edge.out"), "first\n").unwrap();

    let again = payload(
        "Brave Game (renamed)",
        url,
        2000,
        64,
        &[
            (BRAVE_GAME_IN, BRAVE_GAME_OUT),
            ("1\n1 1\n", "first\n"),
            ("1\n3 2\n", "second\n"),
        ],
    );
    let (status, text) = server.post(&again);
    assert_eq!(status, 200, "{text}");
    let line = server.imported();
    assert_eq!(
        line.trim_end(),
        "hdu-1846: exists, left as it is; 1 sample written (sample-2); 2 samples already \
         present (sample-1, edge)"
    );
    assert_eq!(fs::read_to_string(&main).unwrap(), "// my solution\n");
    let meta = metadata(&root, "hdu-1846");
    assert_eq!(meta["title"].as_str(), Some("Brave Game"));
    assert_eq!(meta["time-limit-ms"].as_integer(), Some(1000));
    assert_eq!(
        case(&root, "hdu-1846", "sample-1.in"),
        BRAVE_GAME_IN.as_bytes()
    );
    assert_eq!(case(&root, "hdu-1846", "sample-2.in"), b"1\n3 2\n");
    assert!(has_spec(&root, "hdu-1846"));

    // The same click a third time writes nothing at all.
    let before = files(&root);
    assert_eq!(server.post(&again).0, 200);
    assert!(server.imported().contains("3 samples already present"));
    assert_eq!(files(&root), before);
}

#[test]
fn every_kind_of_bad_body_gets_a_4xx_and_a_log_line_and_writes_nothing() {
    let mut server = Listener::start("bad");
    let before = files(&server.root);
    let hdu = "https://acm.hdu.edu.cn/showproblem.php?pid=1846";
    let good = payload(
        "Brave Game",
        hdu,
        1000,
        32,
        &[(BRAVE_GAME_IN, BRAVE_GAME_OUT)],
    );
    let interactive = good.replace(r#""interactive":false"#, r#""interactive":true"#);
    assert_ne!(interactive, good);
    let port = server.port;
    let cases: Vec<(&str, u16, (u16, String))> = vec![
        ("not JSON", 400, server.post("name=Brave+Game")),
        ("not JSON", 400, server.post(&good[..good.len() / 2])),
        (
            "not Competitive Companion's format",
            422,
            server.post(r#"{"name": "Brave Game", "url": "x"}"#),
        ),
        (
            "not Competitive Companion's format",
            422,
            server.post(r#"["a", "b"]"#),
        ),
        (
            "over the limit",
            413,
            server.post(&format!("[{}]", " ".repeat(1 << 20))),
        ),
        ("an interactive problem", 422, server.post(&interactive)),
        (
            "is not an http(s) address",
            422,
            server.post(&payload(
                "Nim",
                "file:///home/nim.html",
                1000,
                1024,
                &[("1\n", "2\n")],
            )),
        ),
        (
            "no samples",
            422,
            server.post(&payload("Brave Game", hdu, 1000, 32, &[])),
        ),
        (
            "time limit 0 ms",
            422,
            server.post(&payload("Brave Game", hdu, 0, 32, &[("1\n", "2\n")])),
        ),
        (
            "Content-Type: application/json",
            415,
            post(port, "text/plain", good.as_bytes()),
        ),
        (
            "POSTs only",
            405,
            exchange(
                port,
                b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                b"",
            ),
        ),
        (
            // Declares 2 MiB and sends a few bytes: refused at once, from the header.
            "over the limit",
            413,
            exchange(
                port,
                b"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
                  Content-Length: 2097152\r\n\r\n",
                b"{\"name\":",
            ),
        ),
    ];
    for (reason, expected, (status, text)) in cases {
        assert_eq!(status, expected, "{reason}: {text}");
        assert!(text.contains(reason), "{reason}: {text}");
        let line = server.line();
        assert!(
            line.starts_with(&format!("refused ({expected}): ")) && line.contains(reason),
            "{line}"
        );
        assert_eq!(line.matches('\n').count(), 1, "one line: {line:?}");
    }
    assert_eq!(
        files(&server.root),
        before,
        "a refused body wrote something"
    );
    // And the server is still there for the next good one.
    assert_eq!(server.post(&good).0, 200);
    assert!(server.imported().starts_with("hdu-1846: created"));
}

/// Opens a request whose body stops after a few of the bytes its head announces.
fn stalled_request(port: u16) -> TcpStream {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream.set_read_timeout(Some(HANG)).unwrap();
    stream
        .write_all(
            b"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
              Content-Length: 5000\r\n\r\n{\"name\":",
        )
        .unwrap();
    stream
}

#[test]
fn a_body_that_stops_half_way_gets_408_and_the_server_goes_on() {
    // Given 1 s rather than the 5 s this test would wait out; the clock is the same code.
    let root = common::scratch_workspace("listen", "stalled");
    let mut server = Listener::on(root, 0, &[("RUNNER_LISTEN_REQUEST_SECONDS", "1")]);
    let stalled = stalled_request(server.port);
    let line = server.line();
    assert_eq!(line, "refused (408): the body did not arrive within 1 s\n");
    // The client that gave up hears why once it stops sending.
    stalled.shutdown(std::net::Shutdown::Write).unwrap();
    let mut status_line = String::new();
    BufReader::new(&stalled)
        .read_line(&mut status_line)
        .unwrap();
    assert!(status_line.starts_with("HTTP/1.1 408"), "{status_line}");
    let good = payload(
        "Brave Game",
        "https://acm.hdu.edu.cn/showproblem.php?pid=1846",
        1000,
        32,
        &[(BRAVE_GAME_IN, BRAVE_GAME_OUT)],
    );
    assert_eq!(server.post(&good).0, 200);
    assert!(server.imported().starts_with("hdu-1846: created"));
}

#[test]
fn ctrl_c_stops_the_server_even_while_a_body_is_awaited() {
    let mut server = Listener::start("interrupt-stalled");
    let stalled = stalled_request(server.port);
    // A request that completes after the stalled one began: the server is serving.
    assert_eq!(exchange(server.port, b"GET / HTTP/1.1\r\n\r\n", b"").0, 405);
    assert!(server.line().starts_with("refused (405)"));
    let (code, rest) = server.interrupt();
    assert_eq!(code, Some(130));
    assert_eq!(rest, "stopped\n");
    // The stalled client is dropped with the server, unanswered: had Ctrl-C waited for its
    // request's 5 s to run out, it would have been answered 408 first.
    let mut answer = Vec::new();
    let _ = (&stalled).read_to_end(&mut answer);
    assert_eq!(String::from_utf8_lossy(&answer), "");
}

#[test]
fn ctrl_c_stops_the_server_with_the_shells_status() {
    let server = Listener::start("interrupt");
    let (code, rest) = server.interrupt();
    assert_eq!(code, Some(130));
    assert_eq!(rest, "stopped\n");
}

#[test]
fn a_port_already_taken_is_said_with_the_fix() {
    let first = Listener::start("taken");
    let output = Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(["listen", "--port", &first.port.to_string(), "--root"])
        .arg(&first.root)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("cannot listen on 127.0.0.1:") && stderr.contains("--port P"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn a_request_time_that_is_not_whole_seconds_is_one_line() {
    let root = common::scratch_workspace("listen", "bad-request-time");
    for bad in ["0", "1.5", "soon"] {
        let output = Command::new(env!("CARGO_BIN_EXE_runner"))
            .args(["listen", "--port", "0", "--root"])
            .arg(&root)
            .env("RUNNER_LISTEN_REQUEST_SECONDS", bad)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{bad}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains(&format!(
                "RUNNER_LISTEN_REQUEST_SECONDS={bad}: expected a whole"
            )),
            "{stderr}"
        );
    }
}

fn runner(root: &Path, args: &[&str]) -> Output {
    common::runner_in(root, args)
}

#[test]
fn new_from_a_saved_payload_imports_offline_as_listen_does() {
    let root = common::scratch_workspace("listen", "from-file");
    let file = root.join("batch.json");
    let batch = format!(
        "[{}, {}]",
        payload(
            "A - Five Antennas",
            "https://atcoder.jp/contests/abc123/tasks/abc123_a",
            2000,
            1024,
            &[("1\n2\n4\n8\n9\n15\n", "Yay!\n")],
        ),
        payload(
            "Brave Game",
            "https://acm.hdu.edu.cn/showproblem.php?pid=1846",
            1000,
            32,
            &[(BRAVE_GAME_IN, BRAVE_GAME_OUT)],
        )
    );
    fs::write(&file, batch).unwrap();
    let output = runner(&root, &["new", "--from", file.to_str().unwrap()]);
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "abc123-a: created; 1 sample written (sample-1)\n  next: cargo make test abc123-a\n\
         hdu-1846: created; 1 sample written (sample-1)\n  next: cargo make test hdu-1846\n"
    );
    let meta = metadata(&root, "abc123-a");
    assert_eq!(meta["judge"].as_str(), Some("AtCoder"));
    assert_eq!(meta["id"].as_str(), Some("abc123_a"));
    assert_eq!(meta["title"].as_str(), Some("Five Antennas"));
    assert_eq!(
        case(&root, "hdu-1846", "sample-1.out"),
        BRAVE_GAME_OUT.as_bytes()
    );

    // Again: nothing new, and said so.
    let again = runner(&root, &["new", "--from", file.to_str().unwrap()]);
    assert!(again.status.success(), "{again:?}");
    assert!(String::from_utf8_lossy(&again.stdout)
        .contains("hdu-1846: exists, left as it is; 1 sample already present (sample-1)"));
}

#[test]
fn new_from_a_bad_file_says_why_in_one_line_and_writes_nothing() {
    let root = common::scratch_workspace("listen", "from-bad-file");
    let before = files(&root);
    let file = root.join("../from-bad-file.json");
    for (body, reason) in [
        ("{not json".to_string(), "not JSON"),
        (
            payload("Nim", "nim.html", 1000, 256, &[("1\n", "1\n")]),
            "is not an http(s) address",
        ),
    ] {
        fs::write(&file, body).unwrap();
        let output = runner(&root, &["new", "--from", file.to_str().unwrap()]);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(reason), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert_eq!(files(&root), before);
    }
    let output = runner(&root, &["new", "--from", "/nonexistent/payload.json"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("cannot read /nonexistent/payload.json")
    );
}

/// What a hostile client got back: an HTTP status, or nothing (the server closed or reset the
/// connection, as it may when it refuses one while too many are open).
fn status_or_nothing(stream: &TcpStream) -> Option<u16> {
    let mut status_line = String::new();
    BufReader::new(stream).read_line(&mut status_line).ok()?;
    status_line.split(' ').nth(1)?.parse().ok()
}

/// Writes `bytes` on a new connection, stops writing, and reads the answer's status.
fn hostile(port: u16, bytes: &[u8]) -> Option<u16> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream.set_read_timeout(Some(HANG)).unwrap();
    // The server may refuse before it has read everything: a failed write is its answer too.
    let _ = stream.write_all(bytes);
    let _ = stream.shutdown(std::net::Shutdown::Write);
    status_or_nothing(&stream)
}

/// A thousand connections open at once, on 10 threads of 100, each then sending a GET: every
/// one is answered (405 not a POST, or 503 when too many are open) or closed, none hangs.
fn burst(port: u16) {
    let threads: Vec<_> = (0..10)
        .map(|_| {
            std::thread::spawn(move || {
                let streams: Vec<TcpStream> = (0..100)
                    .map(|_| {
                        let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
                        stream.set_read_timeout(Some(HANG)).unwrap();
                        stream
                    })
                    .collect();
                for mut stream in &streams {
                    let _ = stream.write_all(b"GET /burst HTTP/1.1\r\nHost: localhost\r\n\r\n");
                }
                streams.iter().map(status_or_nothing).collect::<Vec<_>>()
            })
        })
        .collect();
    for thread in threads {
        for status in thread.join().unwrap() {
            assert!(matches!(status, None | Some(405 | 503)), "{status:?}");
        }
    }
}

#[test]
fn no_request_stops_the_server() {
    let mut server = Listener::start("hostile");
    let port = server.port;
    // Held open, unfinished, through everything below: it holds no one up.
    let stalled_head = {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream.write_all(b"POST / HTTP/1.1\r\nHost: loc").unwrap();
        stream
    };
    let stalled_body = stalled_request(port);
    let json = "Content-Type: application/json\r\n";
    let huge = format!("POST / HTTP/1.1\r\n{json}Content-Length: 1000000000000\r\n\r\n{{\"na");
    let oversized_header = format!(
        "GET / HTTP/1.1\r\nX-Padding: {}\r\n\r\n",
        "a".repeat(20_000)
    );
    let many_headers: String = (0..100).map(|i| format!("X-{i}: {i}\r\n")).collect();
    let mut garbage = b"\x00\x16\x03\x01\x02\x00\x01\x00\xff\xfe".to_vec();
    let mut rng = 0x2545_f491_4f6c_dd1d_u64;
    garbage.extend((0..4096).map(|_| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng as u8
    }));
    let cases: Vec<(&str, Vec<u8>, u16)> = vec![
        ("huge declared length", huge.into_bytes(), 413),
        // What a web page may send without asking first: refused from its head, not drained
        // by what it declares.
        (
            "text/plain declaring a terabyte",
            b"POST / HTTP/1.1\r\nContent-Type: text/plain\r\nContent-Length: 1000000000000\r\n\r\nname="
                .to_vec(),
            415,
        ),
        ("garbage", garbage, 400),
        ("oversized header", oversized_header.into_bytes(), 431),
        (
            "too many headers",
            format!("GET / HTTP/1.1\r\n{many_headers}\r\n").into_bytes(),
            431,
        ),
        (
            "half a head, then closed",
            b"POST / HTTP/1.1\r\nContent-Ty".to_vec(),
            400,
        ),
        (
            "a body cut short",
            format!("POST / HTTP/1.1\r\n{json}Content-Length: 900\r\n\r\n{{}}").into_bytes(),
            400,
        ),
        (
            "a chunked body",
            format!(
                "POST / HTTP/1.1\r\n{json}Transfer-Encoding: chunked\r\n\r\n2\r\n{{}}\r\n0\r\n\r\n"
            )
            .into_bytes(),
            411,
        ),
        (
            "a length that is not one",
            format!("POST / HTTP/1.1\r\n{json}Content-Length: 1e3\r\n\r\n").into_bytes(),
            400,
        ),
    ];
    for (what, bytes, expected) in cases {
        assert_eq!(hostile(port, &bytes), Some(expected), "{what}");
    }
    burst(port);
    assert!(
        server.child.try_wait().unwrap().is_none(),
        "the server exited"
    );

    // A real payload still imports, the two stalled clients still connected. The burst's last
    // connections may still be closing: a 503 is retried a bounded number of times.
    let body = fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/companion/vjudge-problem.json"),
    )
    .unwrap();
    let mut answer = server.post(&body);
    for _ in 0..50 {
        if answer.0 != 503 {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
        answer = server.post(&body);
    }
    assert_eq!(answer.0, 200, "{}", answer.1);
    let imported = loop {
        let line = server.line();
        if !line.starts_with("refused") {
            break line;
        }
    };
    assert!(
        imported.starts_with("hdu-1846: created; 1 sample written"),
        "{imported}"
    );
    assert_eq!(server.line(), "  next: cargo make test hdu-1846\n");
    assert_eq!(
        case(&server.root, "hdu-1846", "sample-1.out"),
        BRAVE_GAME_OUT.as_bytes()
    );
    drop((stalled_head, stalled_body));
    let (code, rest) = server.interrupt();
    assert_eq!(code, Some(130));
    assert!(rest.ends_with("stopped\n"), "{rest}");
}
