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
//! Requests are handled one at a time, in the order they arrive, so the problems of a contest's
//! batch (several POSTs at once) never race to register their specs in the same `mod.rs`. Every
//! request gets one line on stdout and an answer: 200 with what was written, or a 4xx with the
//! reason (400 not JSON, 405 not a POST, 408 a body that stopped arriving, 413 over 1 MiB, 415
//! not JSON's content type, 422 a body the runner cannot take), and the server keeps serving. A
//! body is read on a thread of its own, for 5 s at most, so that a client that stops half-way
//! holds neither the next request nor Ctrl-C for longer. A POST must say
//! `Content-Type: application/json`, as the extension does: a web page cannot send that type to
//! another origin without the browser asking first (a CORS preflight, which this server does not
//! answer), so a page the user happens to visit cannot add problems to the workspace.
//!
//! HTTP is tiny_http's (blocking, no async runtime); the payload is read by serde derive. Their
//! cold-build cost, measured on the 2-core development machine (shared, load average 3 to 6):
//!
//! - `cargo build -p runner --release --timings` from an empty target directory: 96.4 s of CPU
//!   before (164.8 s wall), 118.4 s after (124.3 s wall; the wall times swing with the other
//!   builds on the machine, the CPU time much less): 22 s more, of which the new units took
//!   tiny_http 10.8 s, serde_derive 10.2 s, syn 7.5 s, the rest (ascii, httpdate, log,
//!   chunked_transfer, proc-macro2, quote, toml_writer for TOML strings) under 2 s each.
//! - Alone, a throwaway crate built cold with `cargo build --release`: tiny_http 0.12 and its
//!   four dependencies 7.1 s wall, 7.3 s CPU; serde with `derive` (syn, quote, proc-macro2) 7.2 s
//!   wall, 9.6 s CPU. The release binary grew from 3.61 MB to 3.92 MB.
//!
//! tiny_http 0.12 (its latest release, 2022) drains an unread body by allocating its declared
//! length at once (its pull request #290, closed unmerged); a refused over-long body is therefore
//! answered from a thread of its own, so that a client that declares much and sends little holds
//! up no other request. A client on this machine that declares terabytes can still make that
//! allocation fail and abort the server; the browser, which declares what it sends, cannot.

use crate::companion::{self, Refusal};
use crate::import;
use crate::workspace::Workspace;
use crate::{cli, report};
use clap::{value_parser, ArgMatches, Command};
use judge_run::interrupt;
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, SocketAddr};
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};
use tiny_http::{Header, Method, Request, Response, Server};

/// Competitive Companion's default ports, from its `src/hosts/hosts.ts`.
pub const COMPANION_PORTS: [u16; 7] = [1327, 4244, 6174, 10042, 10043, 10045, 27121];
/// The one this server takes unless told otherwise.
pub const DEFAULT_PORT: u16 = 10043;

/// How often the loop looks for Ctrl-C while no request comes.
const POLL: Duration = Duration::from_millis(100);

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
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    let workspace = match Workspace::from_matches(matches) {
        Ok(workspace) => workspace,
        Err(message) => return report::error_exit(&message),
    };
    let port = matches
        .get_one::<u16>("port")
        .copied()
        .unwrap_or(DEFAULT_PORT);
    let address = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let server = match Server::http(address) {
        Ok(server) => server,
        Err(e) => {
            return report::error_exit(&format!(
                "cannot listen on {address}: {e}; another program (CP Editor, cph, Caide...) may \
                 hold the port: pass --port P with a free one and add P to the extension's \
                 custom ports (its options page)"
            ))
        }
    };
    let port = server
        .server_addr()
        .to_ip()
        .map_or(port, |address| address.port());
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
    let mut batches: HashMap<String, u64> = HashMap::new();
    loop {
        if let Some(signal) = interrupt::requested() {
            say("stopped");
            return interrupt::exit_code(signal);
        }
        match server.recv_timeout(POLL) {
            Ok(Some(request)) => serve(&workspace, request, &mut batches),
            Ok(None) => {}
            // A signal interrupts the wait; the loop's next turn sees it.
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => {
                return report::error_exit(&format!("the server stopped: {e}"));
            }
        }
    }
}

/// Answers one request and logs it on one line.
fn serve(workspace: &Workspace, request: Request, batches: &mut HashMap<String, u64>) {
    if *request.method() != Method::Post {
        let refusal = Refusal {
            status: 405,
            reason: format!(
                "{} {}: this server takes Competitive Companion's POSTs only",
                request.method(),
                request.url()
            ),
        };
        return refuse(request, refusal);
    }
    let json = request.headers().iter().any(|header| {
        header.field.equiv("Content-Type")
            && header
                .value
                .as_str()
                .split(';')
                .next()
                .is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
    });
    if !json {
        let refusal = Refusal {
            status: 415,
            reason: "not sent as Content-Type: application/json, as Competitive Companion sends"
                .to_string(),
        };
        return refuse(request, refusal);
    }
    if let Some(length) = request.body_length() {
        if length > companion::MAX_BODY {
            return refuse(request, companion::too_large(length as u64));
        }
    }
    let Some((request, body)) = read_body(request) else {
        if interrupt::requested().is_some() {
            // Stopping: the loop says so.
            return;
        }
        say_refused(
            408,
            &format!(
                "the body did not arrive within {} s",
                BODY_TIMEOUT.as_secs()
            ),
        );
        return;
    };
    let body = match body {
        Ok(body) => body,
        Err(e) => {
            let refusal = Refusal {
                status: 400,
                reason: format!("cannot read the body: {e}"),
            };
            return refuse(request, refusal);
        }
    };
    let problems = match companion::parse(&body) {
        Ok(problems) => problems,
        Err(refusal) => return refuse(request, refusal),
    };
    let mut answers = Vec::new();
    for checked in &problems {
        // A contest's problems say how many of them have come; a problem alone says nothing.
        let batch = checked
            .task
            .batch
            .as_ref()
            .filter(|batch| batch.size > 1)
            .map(|batch| {
                let seen = batches.entry(batch.id.clone()).or_default();
                *seen += 1;
                format!(" [{} of {} in this batch]", seen, batch.size)
            });
        match import::import(workspace, checked) {
            Ok(imported) => {
                let line = imported.summary();
                say(&format!("{}{}", line, batch.unwrap_or_default()));
                answers.push(line);
            }
            Err(message) => {
                // The body was fine; the workspace could not take it (a file in the way, a
                // registry it cannot read): the user's side, said as such.
                let line = format!("{}: {message}", checked.identity.name);
                say_refused(500, &line);
                answers.push(line);
                return answer(request, 500, &answers.join("\n"));
            }
        }
    }
    answer(request, 200, &answers.join("\n"));
}

/// How long a body may take to arrive once its head has: the extension sends its few KiB at once.
const BODY_TIMEOUT: Duration = Duration::from_secs(5);

/// The request's body, read on a thread of its own so that a client that stops half-way holds
/// the loop (and Ctrl-C) for [`BODY_TIMEOUT`] at most; `None` after that, or after Ctrl-C, when
/// the thread answers 408 itself once the read ends.
fn read_body(mut request: Request) -> Option<(Request, io::Result<Vec<u8>>)> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        // One byte over the limit is enough to know the body is too large.
        let mut body = Vec::new();
        let read = request
            .as_reader()
            .take(companion::MAX_BODY as u64 + 1)
            .read_to_end(&mut body)
            .map(|_| body);
        if let Err(mpsc::SendError((request, _))) = sender.send((request, read)) {
            let reason = format!(
                "the body did not arrive within {} s",
                BODY_TIMEOUT.as_secs()
            );
            answer(request, 408, &reason);
        }
    });
    let deadline = Instant::now() + BODY_TIMEOUT;
    while Instant::now() < deadline && interrupt::requested().is_none() {
        match receiver.recv_timeout(POLL) {
            Ok(received) => return Some(received),
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => return None,
        }
    }
    None
}

fn refuse(request: Request, refusal: Refusal) {
    say_refused(refusal.status, &refusal.reason);
    if refusal.status == 413 {
        // tiny_http reads the rest of an unread body when the request is dropped; a client
        // that declared much and sends little would hold the loop until it gave up.
        std::thread::spawn(move || answer(request, refusal.status, &refusal.reason));
    } else {
        answer(request, refusal.status, &refusal.reason);
    }
}

fn answer(request: Request, status: u16, text: &str) {
    let content_type =
        Header::from_bytes("Content-Type", "text/plain; charset=utf-8").expect("a valid header");
    let response = Response::from_string(format!("{text}\n"))
        .with_status_code(status)
        .with_header(content_type);
    // A client that left before its answer loses nothing the log has not said.
    let _ = request.respond(response);
}

/// One line on stdout, flushed at once (the log is read as it happens, through a pipe too).
fn say(line: &str) {
    let mut out = anstream::stdout();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn say_refused(status: u16, reason: &str) {
    let (bad, end) = (report::BAD, report::BAD.render_reset());
    let reason = reason.replace(['\n', '\r'], " ");
    say(&format!("{bad}refused{end} ({status}): {reason}"));
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
