//! Mutations of valid inputs for robustness tests: the ways real inputs go wrong (cut short,
//! a count that promises more than follows, garbage, numbers out of every range, another
//! platform's line ends, binary bytes).

use crate::input::is_space;
use crate::random::chance;
use fastrand::Rng;

/// Tokens that replace a number: garbage, signs, and numbers at the edges of every integer type.
const REPLACEMENTS: [&str; 26] = [
    "x",
    "-1",
    "-0",
    "+3",
    "1.5",
    "1e3",
    "0x1f",
    "NaN",
    "٣",
    "0",
    "1",
    "2",
    "1000000000",
    "1000000001",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9007199254740993",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999",
    "-9223372036854775808",
    "007",
];

/// Bytes that no text holds.
const BINARY: [&[u8]; 6] = [
    b"\0",
    b"\xff",
    b"\xfe\xff",
    b"\x01",
    b"\x1b[0m",
    b"\xc3\x28",
];

/// Byte ranges of the tokens of `input`.
fn token_spans(input: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < input.len() {
        if is_space(input[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < input.len() && !is_space(input[i]) {
            i += 1;
        }
        spans.push((start, i));
    }
    spans
}

fn splice(input: &[u8], (start, end): (usize, usize), with: &[u8]) -> Vec<u8> {
    [&input[..start], with, &input[end..]].concat()
}

/// One mutation of `input`, and what it was.
fn mutate_once(rng: &mut Rng, input: &[u8]) -> (Vec<u8>, String) {
    let spans = token_spans(input);
    match rng.u8(0..13) {
        0 => {
            let at = rng.usize(0..=input.len());
            (input[..at].to_vec(), format!("truncated to {at} bytes"))
        }
        // The token edits need a token: without one, they fall to random bytes.
        1 | 2 if !spans.is_empty() => replace_token(rng, input, &spans),
        3 if !spans.is_empty() => raise_number(rng, input, &spans),
        4 if !spans.is_empty() => {
            let token = any_span(rng, &spans);
            (splice(input, token, b""), "a token deleted".to_string())
        }
        5 if !spans.is_empty() => double_token(rng, input, &spans),
        6 => crlf(input),
        7 => tabs_and_blank_space(input),
        8 => one_line(input),
        9 => insert_binary(rng, input),
        10 => append_garbage(rng, input),
        11 => random_small_numbers(rng),
        _ => random_bytes(rng),
    }
}

/// One of the tokens, at random. Only called when there is a token.
fn any_span(rng: &mut Rng, spans: &[(usize, usize)]) -> (usize, usize) {
    spans[rng.usize(0..spans.len())]
}

/// A token replaced by one of [`REPLACEMENTS`].
fn replace_token(rng: &mut Rng, input: &[u8], spans: &[(usize, usize)]) -> (Vec<u8>, String) {
    let token = any_span(rng, spans);
    let with = REPLACEMENTS[rng.usize(0..REPLACEMENTS.len())];
    (
        splice(input, token, with.as_bytes()),
        format!("a token replaced by {with:?}"),
    )
}

/// A count that promises more than follows (or a value a little larger): the first token or
/// any, raised.
fn raise_number(rng: &mut Rng, input: &[u8], spans: &[(usize, usize)]) -> (Vec<u8>, String) {
    let token = if rng.bool() {
        spans[0]
    } else {
        any_span(rng, spans)
    };
    let text = String::from_utf8_lossy(&input[token.0..token.1]).into_owned();
    let bigger = match text.parse::<u64>() {
        Ok(value) if rng.bool() => value.saturating_add(rng.u64(1..=3)).to_string(),
        Ok(value) => value.saturating_mul(10).saturating_add(7).to_string(),
        Err(_) => "5".to_string(),
    };
    (
        splice(input, token, bigger.as_bytes()),
        format!("{text} raised to {bigger}"),
    )
}

/// A token written twice.
fn double_token(rng: &mut Rng, input: &[u8], spans: &[(usize, usize)]) -> (Vec<u8>, String) {
    let (start, end) = any_span(rng, spans);
    let copy = [&input[start..end], b" "].concat();
    (
        splice(input, (start, start), &copy),
        "a token doubled".to_string(),
    )
}

/// Another platform's line ends: every `\n` as `\r\n`.
fn crlf(input: &[u8]) -> (Vec<u8>, String) {
    let crlf = input.iter().flat_map(|&b| {
        if b == b'\n' {
            vec![b'\r', b'\n']
        } else {
            vec![b]
        }
    });
    (crlf.collect(), "CRLF line ends".to_string())
}

/// Tabs for spaces, and blank space before and after.
fn tabs_and_blank_space(input: &[u8]) -> (Vec<u8>, String) {
    let mut tabs: Vec<u8> = input
        .iter()
        .map(|&b| if b == b' ' { b'\t' } else { b })
        .collect();
    tabs.splice(0..0, b"  \n\t".iter().copied());
    tabs.extend_from_slice(b" \t\n\n");
    (tabs, "tabs for spaces and blank space around".to_string())
}

/// Every line joined into one, with no final newline.
fn one_line(input: &[u8]) -> (Vec<u8>, String) {
    let one_line: Vec<u8> = input
        .iter()
        .map(|&b| if b == b'\n' { b' ' } else { b })
        .collect();
    let mut trimmed = one_line;
    while trimmed.last() == Some(&b' ') {
        trimmed.pop();
    }
    (trimmed, "all on one line, no final newline".to_string())
}

/// One of [`BINARY`] inserted at a random byte, alone or between spaces.
fn insert_binary(rng: &mut Rng, input: &[u8]) -> (Vec<u8>, String) {
    let bytes = BINARY[rng.usize(0..BINARY.len())];
    let at = rng.usize(0..=input.len());
    let with = if rng.bool() {
        [b" ", bytes, b" "].concat()
    } else {
        bytes.to_vec()
    };
    (
        splice(input, (at, at), &with),
        format!("binary {bytes:?} inserted at byte {at}"),
    )
}

/// A line of words or of wrong numbers after the input.
fn append_garbage(rng: &mut Rng, input: &[u8]) -> (Vec<u8>, String) {
    let garbage: &[u8] = if rng.bool() {
        b"\nhello world\n"
    } else {
        b"\n7 -3 abc\n"
    };
    ([input, garbage].concat(), "garbage appended".to_string())
}

/// An input of its own: up to 11 numbers of 0 to 6, on one line or one to a line.
fn random_small_numbers(rng: &mut Rng) -> (Vec<u8>, String) {
    let tokens: Vec<String> = (0..rng.usize(0..12))
        .map(|_| rng.u64(0..=6).to_string())
        .collect();
    (
        tokens
            .join(if rng.bool() { " " } else { "\n" })
            .into_bytes(),
        "random small numbers".to_string(),
    )
}

/// An input of its own: up to 39 random bytes.
fn random_bytes(rng: &mut Rng) -> (Vec<u8>, String) {
    let length = rng.usize(0..40);
    (
        (0..length).map(|_| rng.u8(..)).collect(),
        "random bytes".to_string(),
    )
}

/// A mutation of a valid input (now and then two, and now and then none), with its description.
pub fn mutate(rng: &mut Rng, input: &[u8]) -> (Vec<u8>, String) {
    if chance(rng, 1, 12) {
        return (input.to_vec(), "none".to_string());
    }
    let (once, first) = mutate_once(rng, input);
    if chance(rng, 1, 4) {
        let (twice, second) = mutate_once(rng, &once);
        return (twice, format!("{first}, then {second}"));
    }
    (once, first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_cover_every_token() {
        assert_eq!(token_spans(b" 12\n3\t45 "), [(1, 3), (4, 5), (6, 8)]);
    }

    #[test]
    fn mutations_change_the_input_most_of_the_time() {
        let mut rng = Rng::with_seed(3);
        let input = b"2\n1 1\n3 4\n";
        let changed = (0..200)
            .filter(|_| mutate(&mut rng, input).0 != input)
            .count();
        assert!(changed > 150, "{changed}");
    }
}
