//! A format's judge inputs both ways: reading, with the judges' whitespace (C's `isspace`, so
//! CRLF, tabs and a missing final newline all read alike), and rendering.

use super::check::Counts;
use super::{Case, Frame, Input, Item, Node, Value};
use crate::input::{join, Outside, Tokens};
use crate::Parsed;

impl Input {
    /// Reads a judge input. `Err` names the first place where the framing breaks (a token that
    /// is not a non-negative integer, an input that ends inside a case); a solution must reject
    /// such an input. The cases are then checked against the statement ([`Input::outside`]).
    pub fn read(&self, input: &[u8]) -> Result<Parsed<Case>, String> {
        let mut tokens = Tokens::new(input);
        let mut outside = Outside::default();
        let mut cases = Vec::new();
        let mut keep = |case: Case, outside: &mut Outside| {
            if let Some(reason) = self.outside(&case) {
                outside.check(false, || reason);
            }
            cases.push(case);
        };
        match self.frame {
            Frame::Counted(name) => {
                let count = tokens.number(name)?;
                let bounds = self.bounds(name);
                outside.check((bounds.low..=bounds.high).contains(&count), || {
                    self.out_of_range(name, count)
                });
                for _ in 0..count {
                    let case = self.read_nodes(&self.nodes, &mut tokens, false)?;
                    keep(case.expect("no terminator"), &mut outside);
                }
                outside.no_trailing_tokens(&mut tokens);
            }
            Frame::Single => {
                let case = self.read_nodes(&self.nodes, &mut tokens, false)?;
                keep(case.expect("no terminator"), &mut outside);
                outside.no_trailing_tokens(&mut tokens);
            }
            Frame::UntilEnd | Frame::UntilZeros => {
                let zeros = self.frame == Frame::UntilZeros;
                while !tokens.is_empty() {
                    match self.read_nodes(&self.nodes, &mut tokens, zeros)? {
                        Some(case) => keep(case, &mut outside),
                        None => {
                            outside.no_trailing_tokens(&mut tokens);
                            break;
                        }
                    }
                }
            }
        }
        outside.check(!cases.is_empty(), || "the input holds no case".to_string());
        Ok(Parsed {
            cases,
            outside_statement: outside.into_reason(),
        })
    }

    /// One case (or row) of `nodes`; `None` when `terminator` and its first line is all zeros.
    fn read_nodes(
        &self,
        nodes: &[Node],
        tokens: &mut Tokens,
        terminator: bool,
    ) -> Result<Option<Case>, String> {
        let mut case = crate::case_for(nodes);
        let mut counts = Counts::default();
        for (i, node) in nodes.iter().enumerate() {
            match node {
                Node::Line(items) => {
                    let mut all_zero = true;
                    for item in items {
                        match *item {
                            Item::Number(name) => {
                                let line = tokens.line();
                                let value = tokens.number(name)?;
                                all_zero &= value == 0;
                                if self.bounds(name).is_count {
                                    self.length_read(name, value, line)?;
                                    counts.insert(name, value);
                                } else {
                                    case.fields.push((name, Value::Number(value)));
                                }
                            }
                            Item::Word(name) => {
                                let word = tokens.word(name)?;
                                all_zero = false;
                                case.fields.push((name, Value::Word(word)));
                            }
                            Item::List { name, count } => {
                                let length =
                                    self.length_of(count).length(counts[count]).unwrap_or(0);
                                // Pushed one by one: a huge count must fail at the end of the
                                // input, not allocate.
                                let mut values = Vec::new();
                                for i in 0..length {
                                    let value = tokens.number(name).map_err(|error| {
                                        self.within_length(error, "number", i, count, counts[count])
                                    })?;
                                    values.push(value);
                                }
                                all_zero &= values.is_empty();
                                case.fields.push((name, Value::List(values)));
                            }
                        }
                    }
                    if terminator && i == 0 && all_zero {
                        return Ok(None);
                    }
                }
                Node::Rows { count, nodes } => {
                    let length = self.length_of(count).length(counts[count]).unwrap_or(0);
                    let mut rows = Vec::new();
                    for i in 0..length {
                        let row = self.read_nodes(nodes, tokens, false).map_err(|error| {
                            self.within_length(error, "row", i, count, counts[count])
                        })?;
                        rows.push(row.expect("no terminator"));
                    }
                    case.fields.push((count, Value::Rows(rows)));
                }
                Node::Until { name, nodes, .. } => {
                    // Like the frame's, the terminator may be missing at the end of the input.
                    let mut rows = Vec::new();
                    while !tokens.is_empty() {
                        match self.read_nodes(nodes, tokens, true)? {
                            Some(row) => rows.push(row),
                            None => break,
                        }
                    }
                    case.fields.push((name, Value::Rows(rows)));
                }
            }
        }
        Ok(Some(case))
    }

    /// The length that the count `name`, read as `value` on `line`, gives what it counts; `Err`
    /// where its arithmetic leaves none (`N - 1` at N = 0), which no case can hold.
    fn length_read(&self, name: &'static str, value: u64, line: usize) -> Result<u64, String> {
        let count = self.length_of(name);
        count.length(value).ok_or_else(|| {
            format!(
                "line {line}: {name} = {value} makes {count} negative or beyond 64 bits; {name} \
                 is at least {}",
                count.least_value()
            )
        })
    }

    /// `error`, met at the `i`-th `what` (number, row) of those the count `name`, read as
    /// `value`, counts, with where it was: `…, in row 3 of N - 1 = 3 (N = 4)`.
    fn within_length(
        &self,
        error: String,
        what: &str,
        i: u64,
        name: &'static str,
        value: u64,
    ) -> String {
        let count = self.length_of(name);
        let at = i + 1;
        if count.is_plain() {
            return format!("{error}, in {what} {at} of {name} = {value}");
        }
        let length = count.length(value).unwrap_or_default();
        format!("{error}, in {what} {at} of {count} = {length} ({name} = {value})")
    }

    /// The judge input holding these cases, in order (count or terminator included).
    pub fn render(&self, cases: &[Case]) -> String {
        let mut input = String::new();
        if let Frame::Counted(_) = self.frame {
            input.push_str(&format!("{}\n", cases.len()));
        }
        for case in cases {
            render_nodes(self, &self.nodes, case, &mut input);
        }
        if let (Frame::UntilZeros, Some(Node::Line(first))) = (&self.frame, self.nodes.first()) {
            zero_line(first, &mut input);
        }
        input
    }
}

/// The line of zeros that ends rows whose first line is `first`.
fn zero_line(first: &[Item], input: &mut String) {
    let zeros: Vec<u64> = first
        .iter()
        .filter(|item| matches!(item, Item::Number(_)))
        .map(|_| 0)
        .collect();
    input.push_str(&join(&zeros));
    input.push('\n');
}

/// The length of what the count `name` counts among `nodes` in `case`.
pub(super) fn counted_length(nodes: &[Node], case: &Case, name: &str) -> u64 {
    for node in nodes {
        match node {
            Node::Line(items) => {
                for item in items {
                    if let Item::List { name: list, count } = item {
                        if *count == name {
                            return case.list(list).len() as u64;
                        }
                    }
                }
            }
            Node::Rows { count, .. } if *count == name => return case.group(count).len() as u64,
            Node::Rows { .. } | Node::Until { .. } => {}
        }
    }
    panic!("`{name}` counts nothing among {nodes:?}")
}

impl Input {
    /// The value of the count `name` in `case`: the length of what it counts among `nodes`, run
    /// back through its arithmetic (N = rows + 1 for `(N - 1)`); `None` for a length that no
    /// value makes (an odd list for `(2n)`), which [`Input::outside`] names.
    pub(super) fn count_of(&self, nodes: &[Node], case: &Case, name: &'static str) -> Option<u64> {
        self.length_of(name)
            .value(counted_length(nodes, case, name))
    }
}

fn render_nodes(this: &Input, nodes: &[Node], case: &Case, input: &mut String) {
    for node in nodes {
        match node {
            Node::Line(items) => {
                let mut line: Vec<String> = Vec::new();
                for item in items {
                    match *item {
                        Item::Number(name) => match case.fields.iter().find(|(n, _)| *n == name) {
                            Some((_, Value::Number(value))) => line.push(value.to_string()),
                            // A length no value makes is written as it is: the case is outside.
                            _ => line.push(
                                this.count_of(nodes, case, name)
                                    .unwrap_or_else(|| counted_length(nodes, case, name))
                                    .to_string(),
                            ),
                        },
                        Item::Word(name) => line.push(case.word(name).to_string()),
                        Item::List { name, .. } => {
                            let list = case.list(name);
                            line.extend(list.iter().map(u64::to_string));
                        }
                    }
                }
                input.push_str(&line.join(" "));
                input.push('\n');
            }
            Node::Rows { count: name, nodes } | Node::Until { name, nodes, .. } => {
                for row in case.group(name) {
                    render_nodes(this, nodes, row, input);
                }
                if let (Node::Until { .. }, Some(Node::Line(first))) = (node, nodes.first()) {
                    zero_line(first, input);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Case, Input, Value};

    fn nim() -> Input {
        Input::parse("T cases / n / a*n", "T <= 10; n <= 10^4; a < 10^4")
    }

    fn outside(input: &Input, text: &str) -> Option<String> {
        input.read(text.as_bytes()).unwrap().outside_statement
    }

    #[test]
    fn framing_errors_are_errors() {
        let nim = nim();
        assert!(nim.read(b"").is_err(), "no count");
        assert!(
            nim.read(b"2\n1\n1\n").is_err(),
            "a count larger than the cases given"
        );
        assert!(nim.read(b"1\n1\n-1\n").is_err(), "a sign");
        assert!(
            nim.read(b"1\n99999999999999999999\n").is_err(),
            "beyond 64 bits"
        );
    }

    #[test]
    fn values_outside_the_statement_are_named_with_their_range() {
        let nim = nim();
        assert_eq!(
            outside(&nim, "1\n1\n10000\n").as_deref(),
            Some("a = 10000 is outside 0..=9999")
        );
        assert_eq!(
            outside(&nim, &format!("11\n{}", "0\n".repeat(11))).as_deref(),
            Some("T = 11 is outside 0..=10")
        );
        assert_eq!(
            outside(&nim, "1\n1\n3\nxyz").as_deref(),
            Some("tokens follow the last case")
        );
        let single = Input::parse("one case / k / a*k", "k <= 5; a <= 9");
        assert_eq!(
            outside(&single, "6\n1 2 3 4 5 6\n").as_deref(),
            Some("k = 6 is outside 0..=5")
        );
    }

    #[test]
    fn a_terminator_may_be_missing_but_not_cut() {
        let kiki = Input::parse("until 0 0 / n m", "1 <= n, m <= 2000");
        assert_eq!(outside(&kiki, "5 3"), None);
        assert_eq!(kiki.read(b"5 3\n0 0\n").unwrap().cases.len(), 1);
        assert!(kiki.read(b"5 3\n0").is_err(), "a cut terminator");
        assert_eq!(
            outside(&kiki, "5 3\n0 0\n7 7\n").as_deref(),
            Some("tokens follow the last case")
        );
        assert_eq!(
            outside(&kiki, "0 4\n0 0\n").as_deref(),
            Some("n = 0 is outside 1..=2000")
        );
        assert_eq!(
            outside(&kiki, "0 0\n").as_deref(),
            Some("the input holds no case")
        );
    }

    #[test]
    fn windows_line_ends_tabs_and_no_final_newline_read_alike() {
        let kiki = Input::parse("until end / n m", "1 <= n, m <= 9");
        let plain = kiki.read(b"1 2\n3 4\n").unwrap();
        assert_eq!(kiki.read(b"1 2\r\n3\t4").unwrap(), plain);
        assert_eq!(kiki.read(b"  1\n2 3 4 \n\n").unwrap(), plain);
    }

    #[test]
    fn a_count_on_the_line_of_its_list_and_rows_of_lists() {
        let s_nim = Input::parse(
            "until 0 / k s*k / m / (l h*l)*m",
            "1 <= k <= 100; m, l <= 100; 1 <= s <= 10^4; h <= 10^4",
        );
        let parsed = s_nim.read(b"2 5 2\n2\n0\n3 1 0 1\n").unwrap();
        assert_eq!(
            parsed.outside_statement, None,
            "unsorted, an empty position, no terminator"
        );
        let case = &parsed.cases[0];
        assert_eq!(case.list("s"), [5, 2]);
        let rows: Vec<&[u64]> = case.rows().iter().map(|row| row.list("h")).collect();
        assert_eq!(rows, [&[][..], &[1, 0, 1][..]]);
        assert_eq!(s_nim.render(&parsed.cases), "2 5 2\n2\n0\n3 1 0 1\n0\n");
        assert!(
            s_nim.read(b"2 5 2\n2\n1 3\n").is_err(),
            "a missing position"
        );
        assert_eq!(
            outside(&s_nim, "1 0\n1\n1 3\n0\n").as_deref(),
            Some("s = 0 is outside 1..=10^4")
        );
    }

    #[test]
    fn distinct_numbers_are_checked() {
        let chessmen = Input::parse(
            "T cases / N / P*N",
            "1 <= T <= 20; 1 <= N <= 1000; 1 <= P <= 10^4; P distinct",
        );
        assert_eq!(
            outside(&chessmen, "1\n2\n3 3\n").as_deref(),
            Some("P = 3 appears twice")
        );
    }

    #[test]
    fn shrinking_stays_inside_the_statement() {
        let pairs = Input::parse("until end / n p q", "1 <= n, p, q <= 9; p <= q");
        let case = Case::numbers(&[("n", 4), ("p", 3), ("q", 3)]);
        let smaller = pairs.shrink(&case);
        assert!(!smaller.is_empty());
        assert!(smaller
            .iter()
            .all(|c| c["p"] <= c["q"] && pairs.outside(c).is_none()));
        let lists = nim();
        let case = Case {
            fields: vec![("a", Value::List(vec![3, 0]))],
        };
        assert!(lists.shrink(&case).contains(&Case::list_of("a", vec![3])));
    }
}
