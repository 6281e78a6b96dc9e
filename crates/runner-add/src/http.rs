//! One HTTP/1.1 request read from a TCP connection with every size and time bounded, and its
//! answer written back: what `listen` needs from HTTP, and nothing more (one request per
//! connection, answered with `Connection: close`).
//!
//! The head is parsed by `httparse` (the parser under hyper); what is written here is only the
//! bounding around it, which is the point: the head is read into at most [`MAX_HEAD`] bytes with
//! at most [`MAX_HEADERS`] headers, a body's declared length is compared with the caller's cap
//! before a byte of it is read, the body grows as its bytes arrive (a declared length never
//! sizes an allocation), and every read stops at one deadline for the whole request, so a
//! client that stalls or trickles is dropped after it. A server crate would bring its own
//! choices for each of these; tiny_http's, which this replaced, allocated a body's declared
//! length to drain it, and one request declaring a terabyte aborted the process.

use std::io::{self, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::time::{Duration, Instant};

/// The most a request's head (request line and headers) may take: a browser's POST head is
/// well under 2 KiB, cookies included.
pub const MAX_HEAD: usize = 16 * 1024;
/// The most headers a head may have: a browser sends about a dozen.
pub const MAX_HEADERS: usize = 32;

/// A request's head, parsed.
pub struct Head {
    pub method: String,
    pub path: String,
    /// Names in lower case; values as sent (not necessarily UTF-8).
    headers: Vec<(String, Vec<u8>)>,
    /// Bytes read past the head: the start of the body.
    rest: Vec<u8>,
}

/// Why a request could not be read; each but [`Failure::Silent`] is answered with its status.
#[derive(Debug)]
pub enum Failure {
    /// The client left, or never sent a byte before the deadline (a browser's spare
    /// connection): nothing to answer, nothing to log.
    Silent,
    /// An answer worth sending, and logging.
    Status(u16, String),
}

impl Head {
    /// A header's value as text, if it is there and is text.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(field, _)| field.eq_ignore_ascii_case(name))
            .and_then(|(_, value)| std::str::from_utf8(value).ok())
            .map(str::trim)
    }

    /// The body's declared length: `Ok(None)` when the request declares none, an error for a
    /// length that is not a number, two lengths that disagree, or a chunked body (which this
    /// server does not take: the browser's `fetch` sends a string body with its length).
    pub fn content_length(&self) -> Result<Option<u64>, Failure> {
        if self.header("transfer-encoding").is_some() {
            return Err(Failure::Status(
                411,
                "a body sent in chunks: send it with a Content-Length, as browsers do".into(),
            ));
        }
        let mut declared = None;
        for (_, value) in self.headers.iter().filter(|(f, _)| f == "content-length") {
            let length = std::str::from_utf8(value)
                .ok()
                .map(str::trim)
                .filter(|text| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|text| text.parse::<u64>().ok())
                .ok_or_else(|| {
                    let shown = String::from_utf8_lossy(value).escape_debug().to_string();
                    Failure::Status(400, format!("Content-Length {shown:?} is not a length"))
                })?;
            if declared.is_some_and(|earlier| earlier != length) {
                return Err(Failure::Status(
                    400,
                    "two Content-Lengths that differ".into(),
                ));
            }
            declared = Some(length);
        }
        Ok(declared)
    }
}

/// When a request must have arrived by, and the time it was given, for the 408's reason.
#[derive(Clone, Copy)]
pub struct Deadline {
    at: Instant,
    allowed: Duration,
}

impl Deadline {
    /// From now, `allowed` to come.
    pub fn after(allowed: Duration) -> Deadline {
        Deadline {
            at: Instant::now() + allowed,
            allowed,
        }
    }

    /// The answer to a request whose `part` stopped arriving before the deadline.
    fn missed(self, part: &str) -> Failure {
        let seconds = self.allowed.as_secs();
        Failure::Status(408, format!("the {part} did not arrive within {seconds} s"))
    }
}

/// Reads a request's head, before `deadline`.
pub fn read_head(stream: &mut TcpStream, deadline: Deadline) -> Result<Head, Failure> {
    let mut buffer = Vec::with_capacity(2048);
    let mut chunk = [0u8; 4096];
    loop {
        let room = MAX_HEAD - buffer.len();
        let want = room.min(chunk.len());
        let n = match read_before(stream, &mut chunk[..want], deadline.at) {
            Ok(0) | Err(Stop::Closed) => {
                return Err(if buffer.is_empty() {
                    Failure::Silent
                } else {
                    Failure::Status(
                        400,
                        "the connection closed inside the request's head".into(),
                    )
                })
            }
            Ok(n) => n,
            Err(Stop::TimedOut) if buffer.is_empty() => return Err(Failure::Silent),
            Err(Stop::TimedOut) => return Err(deadline.missed("request's head")),
        };
        buffer.extend_from_slice(&chunk[..n]);
        let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
        let mut request = httparse::Request::new(&mut headers);
        match request.parse(&buffer) {
            Ok(httparse::Status::Complete(end)) => {
                return Ok(Head {
                    method: request.method.unwrap_or_default().to_string(),
                    path: request.path.unwrap_or_default().to_string(),
                    headers: request
                        .headers
                        .iter()
                        .map(|h| (h.name.to_ascii_lowercase(), h.value.to_vec()))
                        .collect(),
                    rest: buffer[end..].to_vec(),
                })
            }
            Ok(httparse::Status::Partial) if buffer.len() < MAX_HEAD => {}
            Ok(httparse::Status::Partial) | Err(httparse::Error::TooManyHeaders) => {
                return Err(Failure::Status(
                    431,
                    format!("the request's head is over {MAX_HEAD} bytes or {MAX_HEADERS} headers"),
                ))
            }
            Err(e) => return Err(Failure::Status(400, format!("not an HTTP request ({e})"))),
        }
    }
}

/// Reads a body of `length` bytes, `length` already checked against the caller's cap; the
/// buffer grows with what arrives, never by what was declared.
pub fn read_body(
    stream: &mut TcpStream,
    head: Head,
    length: u64,
    deadline: Deadline,
) -> Result<Vec<u8>, Failure> {
    let length = usize::try_from(length).expect("a length under the cap fits in memory");
    let mut body = head.rest;
    body.truncate(length);
    let mut chunk = [0u8; 8192];
    while body.len() < length {
        let want = (length - body.len()).min(chunk.len());
        match read_before(stream, &mut chunk[..want], deadline.at) {
            Ok(0) | Err(Stop::Closed) => {
                return Err(Failure::Status(
                    400,
                    format!(
                        "the connection closed after {} of the body's {length} bytes",
                        body.len()
                    ),
                ))
            }
            Ok(n) => body.extend_from_slice(&chunk[..n]),
            Err(Stop::TimedOut) => return Err(deadline.missed("body")),
        }
    }
    Ok(body)
}

/// Why a read stopped early.
enum Stop {
    TimedOut,
    Closed,
}

/// One read, waiting at most until `deadline`; a reset or another error ends the request as a
/// close does.
fn read_before(
    stream: &mut TcpStream,
    buffer: &mut [u8],
    deadline: Instant,
) -> Result<usize, Stop> {
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(Stop::TimedOut);
        }
        // A zero timeout would mean "wait forever".
        let _ = stream.set_read_timeout(Some(left.max(Duration::from_millis(1))));
        match stream.read(buffer) {
            Ok(n) => return Ok(n),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return Err(Stop::Closed),
        }
    }
}

/// How long a request may take to arrive, head and body: the extension sends its few KiB at
/// once, so a client still sending after this has stalled.
pub const REQUEST_TIME: Duration = Duration::from_secs(5);

/// The variable that gives [`REQUEST_TIME`] another number of seconds: for the runner's tests,
/// which would otherwise wait out 5 s to see a stalled request refused.
const REQUEST_TIME_VAR: &str = "RUNNER_LISTEN_REQUEST_SECONDS";

/// [`REQUEST_TIME`], or the seconds [`REQUEST_TIME_VAR`] gives; an error naming the variable when
/// it holds anything but a whole number of seconds from 1.
pub fn request_time() -> Result<Duration, String> {
    let Some(text) = std::env::var_os(REQUEST_TIME_VAR) else {
        return Ok(REQUEST_TIME);
    };
    match text.to_str().and_then(|text| text.parse::<u64>().ok()) {
        Some(seconds) if seconds > 0 => Ok(Duration::from_secs(seconds)),
        _ => Err(format!(
            "{REQUEST_TIME_VAR}={}: expected a whole number of seconds from 1",
            text.to_string_lossy()
        )),
    }
}

/// `HTTP/1.1 100 Continue`, for a client that waits for it before sending its body (curl does
/// for bodies over 1 KiB; browsers never ask).
pub fn continue_if_asked(stream: &mut TcpStream, head: &Head) {
    let asked = head
        .header("expect")
        .is_some_and(|value| value.eq_ignore_ascii_case("100-continue"));
    if asked {
        let _ = stream.write_all(b"HTTP/1.1 100 Continue\r\n\r\n");
    }
}

/// Writes the answer, `text` and a line break as plain text, then closes the connection
/// gracefully: the client's unread bytes (a refused body) are read and dropped for a moment
/// first, as servers do, because closing a socket with unread data sends a reset that can
/// destroy the answer before the client reads it.
pub fn answer(mut stream: TcpStream, status: u16, text: &str) {
    let body = format!("{text}\n");
    let head = format!(
        "HTTP/1.1 {status} {}\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        reason_phrase(status),
        body.len()
    );
    let _ = stream.set_write_timeout(Some(LINGER));
    // A client that left before its answer loses nothing the log has not said.
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body.as_bytes());
    let _ = stream.shutdown(Shutdown::Write);
    let deadline = Instant::now() + LINGER;
    let mut drained = 0;
    let mut sink = [0u8; 8192];
    while drained < LINGER_BYTES {
        match read_before(&mut stream, &mut sink, deadline) {
            Ok(0) | Err(_) => break,
            Ok(n) => drained += n,
        }
    }
}

/// How long, and how many bytes, a closing connection's unread input is drained for.
const LINGER: Duration = Duration::from_secs(2);
const LINGER_BYTES: usize = 2 << 20;

fn reason_phrase(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        411 => "Length Required",
        413 => "Content Too Large",
        415 => "Unsupported Media Type",
        422 => "Unprocessable Content",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "",
    }
}
