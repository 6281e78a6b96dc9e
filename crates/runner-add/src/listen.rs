//! `runner listen [--port P]`: receives problems from the Competitive Companion browser
//! extension and scaffolds each, with its samples, as `new --from` does (`import.rs`).
//!
//! The extension POSTs one JSON object per problem to `http://localhost:PORT/` on each port of
//! its default list (1327, 4244, 6174, 10042, 10043, 10045, 27121: `src/hosts/hosts.ts` in its
//! repository) and on the custom ports set in its options. The default here is 10043 (Caide's
//! and AI Virtual Assistant's, tools that are seldom run beside this workspace; CP Editor's
//! 10045 and cph's 27121 are the likeliest to be taken already), so the extension needs no
//! setup. The server binds 127.0.0.1 only: nothing off the machine can reach it.
//!
//! Each connection is read on a thread of its own ([`MAX_CONNECTIONS`] at most; past that a new
//! one is answered 503 at once), one request per connection, with every size and time bounded
//! (`http.rs`): a head of 16 KiB and 32 headers at most, a body of 1 MiB at most, refused from
//! its declared length before a byte of it is read, and 5 s for the whole request
//! (`$RUNNER_LISTEN_REQUEST_SECONDS` gives another, for the tests), after which a stalled client
//! gets 408 and is dropped. So a slow or hostile client holds only its own
//! thread, never the next request nor Ctrl-C, and no declared length sizes an allocation. The
//! imports themselves take one lock, in the order their bodies complete, so the problems of a
//! contest's batch (several POSTs at once) never race to write the same folders, and Ctrl-C
//! waits for the import under way (a few files) and lets no other start.
//!
//! Every request gets one line on stdout and an answer (a connection that sends nothing, as a
//! browser's spare one may, gets neither): 200 with what was written, or a 4xx with
//! the reason (400 not JSON or not HTTP, 405 not a POST, 408 a request that stopped arriving, 411
//! a body without a length, 413 over 1 MiB, 415 not JSON's content type, 422 a body the runner
//! cannot take, 431 a head too large), and the server keeps serving. A POST must say
//! `Content-Type: application/json`, as the extension does: a web page cannot send that type to
//! another origin without the browser asking first (a CORS preflight, which this server does not
//! answer), so a page the user happens to visit cannot add problems to the workspace.
//!
//! The payload is read by serde derive. HTTP was tiny_http's until it proved killable (one
//! request declaring `Content-Length: 1000000000000` made it allocate that much while draining
//! the body, and abort); it is now `httparse` over std's listener, which also builds for less.
//! Measured on the 2-core development machine (shared, load average 7 to 9):
//!
//! - `cargo build --release -p runner --timings` from an empty target directory: 80.6 s of CPU
//!   (user + sys) with tiny_http (699d355), 78.7 s with httparse; the units gone (tiny_http,
//!   ascii, httpdate, log, chunked_transfer) took 17.8 s of that build's wall time, httparse 2.2
//!   s. The release binary went from 4.63 MB to 4.12 MB.
//! - Alone, a throwaway crate built cold with `cargo build --release`: tiny_http 0.12 and its four
//!   dependencies 4.1 s of CPU, httparse 1.10 0.5 s, an empty crate 0.1 s.

use super::companion::{self, Refusal};
use super::http::{self, Deadline, Failure, Head};
use super::{import, judges};
use crate::workspace::Workspace;
use crate::{cli, exit, report};
use clap::{value_parser, ArgMatches, Command};
use judge_run::interrupt;
use std::collections::HashMap;
use std::io::{self, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// Competitive Companion's default ports, from its `src/hosts/hosts.ts`.
pub const COMPANION_PORTS: [u16; 7] = [1327, 4244, 6174, 10042, 10043, 10045, 27121];
/// The one this server takes unless told otherwise.
pub const DEFAULT_PORT: u16 = 10043;

/// How often the loop looks for Ctrl-C while no connection comes.
const POLL: Duration = Duration::from_millis(50);

/// The most connections read at once: a contest's batch is at most a few dozen POSTs (the
/// extension sends one per problem, all at once); past this a connection is answered 503.
const MAX_CONNECTIONS: usize = 64;

pub fn command() -> Command {
    Command::new("listen")
        .about(
            "Receive problems from the Competitive Companion browser extension and scaffold \
             each with its samples, as `new --from` does; Ctrl-C stops",
        )
        .arg(
            cli::option(
                "port",
                "P",
                "Port on 127.0.0.1 [default: 10043, on the extension's default list]; another \
                 needs adding to its custom ports; 0 takes any free port (and prints it)",
            )
            .value_parser(value_parser!(u16)),
        )
        .arg(Workspace::root_arg())
        .after_help(format!("{}\n\n{}", judges::help(), exit::STATUSES))
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    let workspace = match Workspace::from_matches(matches) {
        Ok(workspace) => workspace,
        Err(message) => return report::error_exit(&message),
    };
    let request_time = match http::request_time() {
        Ok(time) => time,
        Err(message) => return report::error_exit(&message),
    };
    let port = matches
        .get_one::<u16>("port")
        .copied()
        .unwrap_or(DEFAULT_PORT);
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let listener = match TcpListener::bind(address).and_then(|listener| {
        // Accepting without blocking lets the loop see Ctrl-C between connections.
        listener.set_nonblocking(true)?;
        widen_backlog(&listener);
        Ok(listener)
    }) {
        Ok(listener) => listener,
        Err(e) => {
            return report::error_exit(&format!(
                "cannot listen on {address}: {e}; another program (CP Editor, cph, Caide...) may \
                 hold the port: pass --port P with a free one and add P to the extension's \
                 custom ports (its options page)"
            ))
        }
    };
    let port = listener.local_addr().map_or(port, |address| address.port());
    interrupt::install();
    let note = if COMPANION_PORTS.contains(&port) {
        "one of Competitive Companion's default ports".to_string()
    } else {
        format!("add {port} to Competitive Companion's custom ports")
    };
    say(&format!(
        "listening on http://127.0.0.1:{port}/ ({note}); click the extension's green plus on a \
         problem page; Ctrl-C stops"
    ));
    let server = Arc::new(Server {
        workspace,
        request_time,
        log: Mutex::new(Log::default()),
        live: AtomicUsize::new(0),
    });
    loop {
        if let Some(signal) = interrupt::requested() {
            // The import under way finishes; none starts after this line.
            let mut log = server.lock();
            log.say("stopped");
            log.stopped = true;
            return interrupt::exit_code(signal);
        }
        match listener.accept() {
            Ok((stream, _)) => server.take(stream),
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => std::thread::sleep(POLL),
            // A signal, a connection reset before it was accepted, or no file descriptor left for
            // now: the loop goes on, after a pause so that a shortage does not spin it.
            Err(e) if is_transient(&e) => std::thread::sleep(POLL),
            Err(e) => return report::error_exit(&format!("the server stopped: {e}")),
        }
    }
}

/// How many connections the kernel queues for the loop to accept (at most the system's
/// `net.core.somaxconn`). std listens with 128: a burst past that while the loop sleeps between
/// polls has its connection requests dropped, and each client dropped waits for TCP to retry,
/// a second and more, before it is even accepted (a thousand at once took 7 s to be answered).
const BACKLOG: libc::c_int = 1024;

/// Lengthens the queue of `listener`, already listening with std's 128; left as it is should
/// the kernel refuse.
fn widen_backlog(listener: &TcpListener) {
    use std::os::fd::AsRawFd as _;
    // SAFETY: listen(2) again on a socket the listener owns and keeps open: it only sets the
    // length of its queue.
    let _ = unsafe { libc::listen(listener.as_raw_fd(), BACKLOG) };
}

/// An accept error that concerns one connection or a passing shortage (too many open files),
/// not the listening socket.
fn is_transient(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::Interrupted
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    ) || matches!(
        e.raw_os_error(),
        Some(libc::EMFILE | libc::ENFILE | libc::ENOBUFS | libc::ENOMEM)
    )
}

/// What the connections' threads share.
struct Server {
    workspace: Workspace,
    /// How long a request may take to arrive ([`http::request_time`]).
    request_time: Duration,
    log: Mutex<Log>,
    /// Connections being read or answered now.
    live: AtomicUsize,
}

/// The log and what its lines count, behind one lock: a line is written whole, imports run one
/// at a time, and after `stopped` nothing is written or imported.
#[derive(Default)]
struct Log {
    /// How many problems of each batch have come.
    batches: HashMap<String, u64>,
    stopped: bool,
}

impl Log {
    fn say(&self, line: &str) {
        if !self.stopped {
            say(line);
        }
    }

    fn refused(&self, status: u16, reason: &str) {
        let (bad, end) = (report::BAD, report::BAD.render_reset());
        let reason = reason.replace(['\n', '\r'], " ");
        self.say(&format!("{bad}refused{end} ({status}): {reason}"));
    }
}

impl Server {
    fn lock(&self) -> MutexGuard<'_, Log> {
        // A thread that panicked mid-line leaves a log that is still fine to write to.
        self.log
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Hands a new connection to a thread of its own, or answers 503 when too many are open.
    fn take(self: &Arc<Self>, stream: TcpStream) {
        // Accepted sockets do not inherit the listener's non-blocking mode on Linux; said anyway.
        let _ = stream.set_nonblocking(false);
        if self.live.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            self.live.fetch_sub(1, Ordering::SeqCst);
            let reason = format!("{MAX_CONNECTIONS} connections are open already; try again");
            self.lock().refused(503, &reason);
            // Said without waiting for the client: the loop must not stall on it.
            let _ = stream.set_write_timeout(Some(Duration::from_millis(100)));
            let _ = (&stream).write_all(
                format!(
                    "HTTP/1.1 503 Service Unavailable\r\nContent-Length: {}\r\nConnection: \
                     close\r\n\r\n{reason}\n",
                    reason.len() + 1
                )
                .as_bytes(),
            );
            return;
        }
        let server = Arc::clone(self);
        let spawned = std::thread::Builder::new()
            .name("listen-connection".into())
            .spawn(move || {
                server.serve(stream);
                server.live.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            // No thread to be had: the connection is dropped, and the count given back.
            self.live.fetch_sub(1, Ordering::SeqCst);
        }
    }

    /// Reads one request, answers it, and logs it on one line.
    fn serve(&self, mut stream: TcpStream) {
        let deadline = http::Deadline::after(self.request_time);
        let (status, text) = match self.read(&mut stream, deadline) {
            Ok(body) => self.import(&body),
            Err(Failure::Silent) => return,
            Err(Failure::Status(status, reason)) => {
                self.lock().refused(status, &reason);
                (status, reason)
            }
        };
        http::answer(stream, status, &text);
    }

    /// The body of a request fit to import: a POST of JSON, of a length under the cap.
    fn read(&self, stream: &mut TcpStream, deadline: Deadline) -> Result<Vec<u8>, Failure> {
        let head = http::read_head(stream, deadline)?;
        check_head(&head)?;
        let length = match head.content_length()? {
            Some(length) if length > companion::MAX_BODY as u64 => {
                let Refusal { status, reason } = companion::too_large(length);
                return Err(Failure::Status(status, reason));
            }
            Some(length) => length,
            None => {
                return Err(Failure::Status(
                    411,
                    "a POST without a Content-Length: send the body's length, as browsers do"
                        .into(),
                ))
            }
        };
        http::continue_if_asked(stream, &head);
        http::read_body(stream, head, length, deadline)
    }

    /// Imports every problem of a body, under the log's lock; the status and text of the answer.
    fn import(&self, body: &[u8]) -> (u16, String) {
        let mut log = self.lock();
        let problems = match companion::parse(body, None) {
            Ok(problems) => problems,
            Err(Refusal { status, reason }) => {
                log.refused(status, &reason);
                return (status, reason);
            }
        };
        if log.stopped {
            return (503, "the server is stopping".to_string());
        }
        let mut answers = Vec::new();
        for checked in &problems {
            // A contest's problems say how many of them have come; a problem alone says nothing.
            let batch = checked
                .task
                .batch
                .as_ref()
                .filter(|batch| batch.size > 1)
                .map(|batch| {
                    let seen = log.batches.entry(batch.id.clone()).or_default();
                    *seen += 1;
                    format!(" [{} of {} in this batch]", seen, batch.size)
                });
            match import::import(&self.workspace, checked) {
                Ok(imported) => {
                    let line = imported.summary();
                    log.say(&format!("{}{}", line, batch.unwrap_or_default()));
                    log.say(&imported.next());
                    answers.push(line);
                }
                Err(message) => {
                    // The body was fine; the workspace could not take it (a file in the way, a
                    // registry it cannot read): the user's side, said as such.
                    let line = format!("{}: {message}", checked.identity.name);
                    log.refused(500, &line);
                    answers.push(line);
                    return (500, answers.join("\n"));
                }
            }
        }
        (200, answers.join("\n"))
    }
}

/// A POST of JSON, or the refusal of anything else.
fn check_head(head: &Head) -> Result<(), Failure> {
    if head.method != "POST" {
        let path = head.path.escape_debug();
        return Err(Failure::Status(
            405,
            format!(
                "{} {path}: this server takes Competitive Companion's POSTs only",
                head.method
            ),
        ));
    }
    let json = head.header("content-type").is_some_and(|value| {
        value
            .split(';')
            .next()
            .is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
    });
    if !json {
        return Err(Failure::Status(
            415,
            "not sent as Content-Type: application/json, as Competitive Companion sends".into(),
        ));
    }
    Ok(())
}

/// One line on stdout, flushed at once (the log is read as it happens, through a pipe too).
fn say(line: &str) {
    let mut out = anstream::stdout();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_port_is_on_the_extensions_list_and_in_the_help() {
        assert!(COMPANION_PORTS.contains(&DEFAULT_PORT));
        let help = command().render_help().to_string();
        assert!(
            help.contains(&format!("[default: {DEFAULT_PORT}")),
            "{help}"
        );
    }
}
