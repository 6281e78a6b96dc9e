//! How a scaffolded solution reads its input: the Rust of `solve`'s loop, written from the first
//! spec's format (`first_spec`), so that the solution reads what its spec says from the start.
//! Numbers are read as `Num<u64>` (counts as `Num<usize>`), words and grid rows as
//! `common::io::Word`; the frame (a count first, until the end, until a line of zeros, one case)
//! is the loop; groups of lines are read into vectors of their rows; and each case's values,
//! counts aside (a count is its vector's length), go to `answer`, whose answer is written behind
//! the spec's label where its answers are numbered.

use notation::{Frame, Input, Item, Node};

/// The parts of `main.rs` that follow the format.
#[derive(Debug)]
pub struct Reading {
    /// What `main.rs` uses from `common::io`, in order (`Num`, `Scanner`, `Word`).
    pub uses: Vec<&'static str>,
    /// The statements of `solve` after its scanner is made, indented for its body.
    pub body: String,
    /// The `answer` function, its body `unimplemented!` with the values it was given.
    pub answer: String,
}

/// The Rust type a value is read into, and how `answer` takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Type {
    Number,
    Word,
    Numbers,
    /// A group's rows, each one value or a tuple of them.
    Rows(Vec<Type>),
}

impl Type {
    fn owned(&self) -> String {
        match self {
            Type::Number => "u64".to_string(),
            Type::Word => "Vec<u8>".to_string(),
            Type::Numbers => "Vec<u64>".to_string(),
            Type::Rows(row) => format!("Vec<{}>", row_type(row)),
        }
    }

    /// As a parameter of `answer`: numbers by value, the rest borrowed as slices.
    fn parameter(&self) -> String {
        match self {
            Type::Number => "u64".to_string(),
            Type::Word => "&[u8]".to_string(),
            Type::Numbers => "&[u64]".to_string(),
            Type::Rows(row) => format!("&[{}]", row_type(row)),
        }
    }
}

/// A row's type: its one value's, or the tuple of its values'.
fn row_type(row: &[Type]) -> String {
    match row {
        [one] => one.owned(),
        many => format!(
            "({})",
            many.iter().map(Type::owned).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// A value read: its Rust name and type.
#[derive(Clone, Debug)]
struct Value {
    name: String,
    kind: Type,
}

/// Rust's keywords that a format's name, lowercased, could be.
const KEYWORDS: [&str; 12] = [
    "as", "do", "fn", "if", "in", "is", "let", "loop", "mod", "ref", "type", "use",
];

/// The names a solution's code shows, each format's name once: lowercase, as Rust wants them
/// (`N` is `n`), another where that is taken (`n` and `N` both), a keyword or a name of the
/// scaffold's own code (`case`, `answer`).
#[derive(Default)]
struct Names {
    given: Vec<(String, String)>,
}

impl Names {
    fn of(&mut self, name: &str) -> String {
        if let Some((_, rust)) = self.given.iter().find(|(given, _)| given == name) {
            return rust.clone();
        }
        let lower = name.to_lowercase();
        let mut rust = lower.clone();
        let mut suffix = 2;
        while KEYWORDS.contains(&rust.as_str())
            || ["answer", "case", "input", "output", "scanner"].contains(&rust.as_str())
            || self.given.iter().any(|(_, taken)| *taken == rust)
        {
            rust = format!("{lower}{suffix}");
            suffix += 1;
        }
        self.given.push((name.to_string(), rust.clone()));
        rust
    }

    /// A group's name: its rows' one value's name, in the plural, where that has two letters at
    /// least (`row` → `rows`), else its count's (`N` → `n_rows`).
    fn of_group(&mut self, count: &str, row: &[Value]) -> String {
        let name = match row {
            [one] if one.name.len() >= 2 => format!("{}s", one.name),
            _ => format!("{}_rows", self.of(count)),
        };
        self.of(&name)
    }
}

/// Writes the reading of `input`'s cases, in `solve`'s body.
struct Writer<'a> {
    input: &'a Input,
    names: Names,
    code: String,
    uses_num: bool,
    uses_word: bool,
}

impl Writer<'_> {
    /// How many the count `count` counts, as Rust: `n`, or its arithmetic (`n - 1` for a
    /// tree's `(I J)*(N - 1)`, `2 * n`).
    fn length(&mut self, count: &'static str) -> String {
        let rust = self.names.of(count);
        let length = self.input.length_of(count);
        let times = match length.times {
            1 => rust,
            times => format!("{times} * {rust}"),
        };
        match length.plus {
            0 => times,
            plus if plus > 0 => format!("{times} + {plus}"),
            plus => format!("{times} - {}", plus.unsigned_abs()),
        }
    }

    fn line(&mut self, depth: usize, text: &str) {
        self.code += &"    ".repeat(depth);
        self.code += text;
        self.code.push('\n');
    }

    fn is_count(&self, name: &str) -> bool {
        self.input.bounds.get(name).is_some_and(|b| b.is_count)
    }

    /// `input! { from &mut scanner, … }` of these reads, on one line where it fits in 100
    /// columns (rustfmt leaves a macro in braces as it is written).
    fn input(&mut self, depth: usize, reads: &[String]) {
        self.uses_num |= reads.iter().any(|read| read.contains("Num<"));
        self.uses_word |= reads.iter().any(|read| read.contains("Word"));
        let one_line = format!("input! {{ from &mut scanner, {} }}", reads.join(", "));
        if 4 * depth + one_line.len() <= 100 {
            self.line(depth, &one_line);
            return;
        }
        self.line(depth, "input! {");
        self.line(depth + 1, "from &mut scanner,");
        for read in reads {
            self.line(depth + 1, &format!("{read},"));
        }
        self.line(depth, "}");
    }

    /// Reads one line's items; the values among them (counts aside), and the Rust names of all
    /// of its numbers, for a test of a line of zeros.
    fn items(&mut self, depth: usize, items: &[Item]) -> (Vec<Value>, Vec<String>) {
        let mut reads = Vec::new();
        let mut values = Vec::new();
        let mut numbers = Vec::new();
        for item in items {
            match *item {
                Item::Number(name) if self.is_count(name) => {
                    let rust = self.names.of(name);
                    reads.push(format!("{rust}: Num<usize>"));
                    numbers.push(rust);
                }
                Item::Number(name) => {
                    let rust = self.names.of(name);
                    reads.push(format!("{rust}: Num<u64>"));
                    numbers.push(rust.clone());
                    values.push(Value {
                        name: rust,
                        kind: Type::Number,
                    });
                }
                Item::Word(name) => {
                    let rust = self.names.of(name);
                    reads.push(format!("{rust}: Word"));
                    values.push(Value {
                        name: rust,
                        kind: Type::Word,
                    });
                }
                Item::List { name, count } => {
                    let rust = self.names.of(name);
                    reads.push(format!("{rust}: [Num<u64>; {}]", self.length(count)));
                    values.push(Value {
                        name: rust,
                        kind: Type::Numbers,
                    });
                }
            }
        }
        self.input(depth, &reads);
        (values, numbers)
    }

    /// Reads these lines of a case or a row; the values they hold, counts aside.
    fn nodes(&mut self, depth: usize, nodes: &[Node]) -> Vec<Value> {
        let mut values = Vec::new();
        for node in nodes {
            match node {
                Node::Line(items) => values.extend(self.items(depth, items).0),
                Node::Rows { count, nodes } => values.push(self.rows(depth, count, nodes)),
                Node::Until { name, nodes, .. } => values.push(self.until(depth, name, nodes)),
            }
        }
        values
    }

    /// `(…)*count`: a line of single values is read whole by `input!` (`rows: [Word; r]`), any
    /// other group row by row.
    fn rows(&mut self, depth: usize, count: &'static str, nodes: &[Node]) -> Value {
        let count_name = self.length(count);
        if let [Node::Line(items)] = nodes {
            let single = |item: &Item| match *item {
                Item::Number(name) if !self.is_count(name) => Some(("Num<u64>", Type::Number)),
                Item::Word(_) => Some(("Word", Type::Word)),
                _ => None,
            };
            let row: Option<Vec<(&str, Type)>> = items.iter().map(single).collect();
            if let Some(row) = row {
                let names: Vec<Value> = items
                    .iter()
                    .zip(&row)
                    .map(|(item, (_, kind))| {
                        let (Item::Number(name) | Item::Word(name)) = *item else {
                            unreachable!("a single value")
                        };
                        Value {
                            name: self.names.of(name),
                            kind: kind.clone(),
                        }
                    })
                    .collect();
                let group = self.names.of_group(count, &names);
                let read = match row.as_slice() {
                    [(one, _)] => one.to_string(),
                    many => format!(
                        "({})",
                        many.iter().map(|(r, _)| *r).collect::<Vec<_>>().join(", ")
                    ),
                };
                self.input(depth, &[format!("{group}: [{read}; {count_name}]")]);
                let kinds = row.into_iter().map(|(_, kind)| kind).collect();
                return Value {
                    name: group,
                    kind: Type::Rows(kinds),
                };
            }
        }
        let mut body = Writer {
            input: self.input,
            names: std::mem::take(&mut self.names),
            code: String::new(),
            uses_num: false,
            uses_word: false,
        };
        let row = body.nodes(depth + 1, nodes);
        self.names = std::mem::take(&mut body.names);
        self.uses_num |= body.uses_num;
        self.uses_word |= body.uses_word;
        let group = self.names.of_group(count, &row);
        let kinds: Vec<Type> = row.iter().map(|value| value.kind.clone()).collect();
        self.line(
            depth,
            &format!("let mut {group} = Vec::with_capacity({count_name});"),
        );
        self.line(depth, &format!("for _ in 0..{count_name} {{"));
        self.code += &body.code;
        self.line(depth + 1, &format!("{group}.push({});", tuple(&row)));
        self.line(depth, "}");
        Value {
            name: group,
            kind: Type::Rows(kinds),
        }
    }

    /// `name(…) until 0`: rows until one whose first line is zeros, that row left out.
    fn until(&mut self, depth: usize, name: &'static str, nodes: &[Node]) -> Value {
        let group = self.names.of(name);
        self.line(depth, &format!("let mut {group} = Vec::new();"));
        self.line(depth, "loop {");
        let mut row = Vec::new();
        if let [Node::Line(first), rest @ ..] = nodes {
            let (values, numbers) = self.items(depth + 1, first);
            self.zeros_break(depth + 1, &numbers);
            row.extend(values);
            row.extend(self.nodes(depth + 1, rest));
        } else {
            row.extend(self.nodes(depth + 1, nodes));
        }
        self.line(depth + 1, &format!("{group}.push({});", tuple(&row)));
        self.line(depth, "}");
        Value {
            name: group,
            kind: Type::Rows(row.into_iter().map(|value| value.kind).collect()),
        }
    }

    /// `if a == 0 && b == 0 { break; }`: a line of zeros ends the rows or the input.
    fn zeros_break(&mut self, depth: usize, numbers: &[String]) {
        if numbers.is_empty() {
            return;
        }
        let zeros: Vec<String> = numbers.iter().map(|n| format!("{n} == 0")).collect();
        self.line(depth, &format!("if {} {{", zeros.join(" && ")));
        self.line(depth + 1, "break;");
        self.line(depth, "}");
    }
}

/// A row's values as the expression pushed: the one value, or their tuple.
fn tuple(row: &[Value]) -> String {
    match row {
        [one] => one.name.clone(),
        many => format!(
            "({})",
            many.iter()
                .map(|value| value.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The reading of `input`'s cases: each read, answered and written (behind `numbered`'s label
/// where answers are numbered); `several_lines` where an answer is more than a verdict line.
pub fn reading(name: &str, input: &Input, numbered: Option<&str>, several_lines: bool) -> Reading {
    let mut writer = Writer {
        input,
        names: Names::default(),
        code: String::new(),
        uses_num: false,
        uses_word: false,
    };
    // A numbered answer needs its case's number.
    let number = if numbered.is_some() { "case" } else { "_" };
    let (values, depth) = match &input.frame {
        Frame::Counted(count) => {
            let count = writer.names.of(count);
            writer.input(1, &[format!("{count}: Num<usize>")]);
            let range = if numbered.is_some() {
                format!("1..={count}")
            } else {
                format!("0..{count}")
            };
            writer.line(1, &format!("for {number} in {range} {{"));
            (writer.nodes(2, &input.nodes), 2)
        }
        Frame::UntilEnd | Frame::UntilZeros => {
            if numbered.is_some() {
                writer.line(1, "let mut case = 0;");
            }
            // The input may end without its line of zeros, as the judges' inputs do.
            writer.line(1, "while !scanner.is_empty() {");
            let mut values = Vec::new();
            let mut rest = &input.nodes[..];
            if let (Frame::UntilZeros, [Node::Line(first), after @ ..]) =
                (&input.frame, &input.nodes[..])
            {
                let (first_values, numbers) = writer.items(2, first);
                writer.zeros_break(2, &numbers);
                values = first_values;
                rest = after;
            }
            values.extend(writer.nodes(2, rest));
            if numbered.is_some() {
                writer.line(2, "case += 1;");
            }
            (values, 2)
        }
        Frame::Single => {
            if numbered.is_some() {
                writer.line(1, "let case = 1;");
            }
            (writer.nodes(1, &input.nodes), 1)
        }
    };
    // The answer, behind its label: `Case {}: ` writes `Case {case}: {}`.
    let label = numbered.map_or(String::new(), |label| {
        label
            .replace('{', "{{")
            .replace('}', "}}")
            .replacen("{{}}", "{case}", 1)
    });
    let arguments: Vec<String> = values
        .iter()
        .map(|value| match value.kind {
            Type::Number => value.name.clone(),
            _ => format!("&{}", value.name),
        })
        .collect();
    writer.line(
        depth,
        &format!(
            "writeln!(output, {:?}, answer({}))?;",
            format!("{label}{{}}"),
            arguments.join(", ")
        ),
    );
    if depth == 2 {
        writer.line(1, "}");
    }
    // Only what the reading names: an unused import is a warning in a new problem.
    let mut uses = Vec::new();
    if writer.uses_num {
        uses.push("Num");
    }
    uses.push("Scanner");
    if writer.uses_word {
        uses.push("Word");
    }
    Reading {
        uses,
        body: writer.code,
        answer: answer(name, &values, several_lines),
    }
}

/// `fn answer(…)`, taking the case's values, its body `unimplemented!` with what it was given
/// (a word shown as text), for the package `name`.
fn answer(name: &str, values: &[Value], several_lines: bool) -> String {
    let parameters: Vec<String> = values
        .iter()
        .map(|value| format!("{}: {}", value.name, value.kind.parameter()))
        .collect();
    let (lines, returns) = if several_lines {
        (
            "/// Its lines are returned without the last line break.\n",
            "String",
        )
    } else {
        ("", "&'static str")
    };
    // A name is shown inline (`{n:?}`); a word through the text it holds.
    let mut shown = Vec::new();
    let mut arguments = Vec::new();
    for value in values {
        let name = &value.name;
        match &value.kind {
            Type::Word => {
                shown.push(format!("{name} = {{:?}}"));
                arguments.push(format!("String::from_utf8_lossy({name})"));
            }
            // Over rustfmt's 60 columns for a chain: a call a line, as it lays them out.
            Type::Rows(row) if matches!(row.as_slice(), [Type::Word]) => {
                shown.push(format!("{name} = {{:?}}"));
                arguments.push(format!(
                    "{name}.iter()\n            .map(|word| String::from_utf8_lossy(word))\n            \
                     .collect::<Vec<_>>()"
                ));
            }
            _ => shown.push(format!("{name} = {{{name}:?}}")),
        }
    }
    let mut message = "\"not solved yet: write answer() in src/main.rs".to_string();
    if !values.is_empty() {
        message += &format!(" ({})", shown.join(", "));
    }
    message.push('"');
    let call: Vec<String> = std::iter::once(message).chain(arguments).collect();
    let allow = if parameters.len() > 7 {
        "#[allow(clippy::too_many_arguments)]\n"
    } else {
        ""
    };
    // As rustfmt lays them out: on one line where it fits in 100 columns, else an item a line.
    let mut signature = format!("fn answer({}) -> {returns} {{", parameters.join(", "));
    if signature.len() > 100 {
        let each: String = parameters.iter().map(|p| format!("    {p},\n")).collect();
        signature = format!("fn answer(\n{each}) -> {returns} {{");
    }
    let mut body = format!("    unimplemented!({})", call.join(", "));
    if body.len() > 100 || body.contains('\n') {
        body = format!(
            "    unimplemented!(\n        {}\n    )",
            call.join(",\n        ")
        );
    }
    format!(
        "/// The answer to one case, by the winning rule. Until it is written every testcase fails, and\n\
         /// says so: `cargo make test {name}` shows this message after the program's name.\n\
         {lines}{allow}{signature}\n{body}\n}}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(layout: &'static str, bounds: &'static str, numbered: Option<&str>) -> Reading {
        reading("x-1", &Input::parse(layout, bounds), numbered, false)
    }

    #[test]
    fn numbers_are_read_after_their_count_of_cases() {
        let reading = read("T cases / n m", "1 <= T <= 100; 1 <= n, m < 2^31", None);
        assert_eq!(
            reading.body,
            "    input! { from &mut scanner, t: Num<usize> }\n\
             \x20   for _ in 0..t {\n\
             \x20       input! { from &mut scanner, n: Num<u64>, m: Num<u64> }\n\
             \x20       writeln!(output, \"{}\", answer(n, m))?;\n\
             \x20   }\n"
        );
        assert_eq!(reading.uses, ["Num", "Scanner"]);
        assert!(
            reading
                .answer
                .contains("fn answer(n: u64, m: u64) -> &'static str {"),
            "{}",
            reading.answer
        );
        assert!(
            reading.answer.contains(
                r#"unimplemented!("not solved yet: write answer() in src/main.rs (n = {n:?}, m = {m:?})")"#
            ),
            "{}",
            reading.answer
        );
    }

    #[test]
    fn a_tree_s_edges_are_read_as_n_minus_one_rows() {
        let reading = read(
            "T cases / N / (I J)*(N - 1)",
            "1 <= T <= 100; 1 <= N <= 10^5; 1 <= I, J <= N; (I J) tree",
            None,
        );
        assert!(
            reading
                .body
                .contains("n_rows: [(Num<u64>, Num<u64>); n - 1]"),
            "{}",
            reading.body
        );
    }

    #[test]
    fn a_word_is_read_as_a_word_until_the_end() {
        let reading = read("until end / w", "w in 012378; 1 <= |w| <= 4", None);
        assert_eq!(
            reading.body,
            "    while !scanner.is_empty() {\n\
             \x20       input! { from &mut scanner, w: Word }\n\
             \x20       writeln!(output, \"{}\", answer(&w))?;\n\
             \x20   }\n"
        );
        // No number is read: `Num` would be an unused import, a warning in the new problem.
        assert_eq!(reading.uses, ["Scanner", "Word"]);
        assert!(reading.answer.contains("fn answer(w: &[u8])"));
        assert!(reading.answer.contains("String::from_utf8_lossy(w)"));
    }

    #[test]
    fn a_grid_s_rows_are_words_read_whole() {
        let reading = read(
            "T cases / R C / (row)*R",
            "1 <= T <= 100; 1 <= R <= 10^5; 1 <= C < 2^31; row in 01; |row| = C",
            None,
        );
        assert_eq!(
            reading.body,
            "    input! { from &mut scanner, t: Num<usize> }\n\
             \x20   for _ in 0..t {\n\
             \x20       input! { from &mut scanner, r: Num<usize>, c: Num<u64> }\n\
             \x20       input! { from &mut scanner, rows: [Word; r] }\n\
             \x20       writeln!(output, \"{}\", answer(c, &rows))?;\n\
             \x20   }\n"
        );
        assert!(reading
            .answer
            .contains("fn answer(c: u64, rows: &[Vec<u8>])"));
    }

    #[test]
    fn a_line_of_zeros_ends_the_input_and_a_label_line_is_written() {
        let reading = read(
            "until 0 / N / a*N",
            "1 <= N <= 10^5; 1 <= a < 2^31",
            Some("Case {}:\n"),
        );
        assert_eq!(
            reading.body,
            "    let mut case = 0;\n\
             \x20   while !scanner.is_empty() {\n\
             \x20       input! { from &mut scanner, n: Num<usize> }\n\
             \x20       if n == 0 {\n\
             \x20           break;\n\
             \x20       }\n\
             \x20       input! { from &mut scanner, a: [Num<u64>; n] }\n\
             \x20       case += 1;\n\
             \x20       writeln!(output, \"Case {case}:\\n{}\", answer(&a))?;\n\
             \x20   }\n"
        );
    }

    #[test]
    fn groups_are_read_row_by_row_and_until_their_zeros() {
        let input = Input::parse(
            "until end / N / (k s*k)*N / queries(M p*M) until 0",
            "1 <= N <= 10^5; 0 <= k <= 10^5; 0 <= s < 2^31; 1 <= M <= 10^5; 0 <= p < 2^31",
        );
        let reading = reading("x-1", &input, None, true);
        assert_eq!(
            reading.body,
            "    while !scanner.is_empty() {\n\
             \x20       input! { from &mut scanner, n: Num<usize> }\n\
             \x20       let mut n_rows = Vec::with_capacity(n);\n\
             \x20       for _ in 0..n {\n\
             \x20           input! { from &mut scanner, k: Num<usize>, s: [Num<u64>; k] }\n\
             \x20           n_rows.push(s);\n\
             \x20       }\n\
             \x20       let mut queries = Vec::new();\n\
             \x20       loop {\n\
             \x20           input! { from &mut scanner, m: Num<usize>, p: [Num<u64>; m] }\n\
             \x20           if m == 0 {\n\
             \x20               break;\n\
             \x20           }\n\
             \x20           queries.push(p);\n\
             \x20       }\n\
             \x20       writeln!(output, \"{}\", answer(&n_rows, &queries))?;\n\
             \x20   }\n"
        );
        assert!(
            reading
                .answer
                .contains("fn answer(n_rows: &[Vec<u64>], queries: &[Vec<u64>]) -> String {"),
            "{}",
            reading.answer
        );
    }

    /// `n` and `N` both: Rust's names stay apart.
    #[test]
    fn names_that_lowercase_alike_stay_apart() {
        let reading = read(
            "T cases / N n / a*N",
            "1 <= T <= 9; 1 <= N, n <= 9; a <= 9",
            None,
        );
        assert!(
            reading
                .body
                .contains("input! { from &mut scanner, n: Num<usize>, n2: Num<u64> }"),
            "{}",
            reading.body
        );
        assert!(
            reading.body.contains("a: [Num<u64>; n]"),
            "{}",
            reading.body
        );
    }

    /// More values than a line holds: rustfmt's layout, and clippy's limit on arguments lifted.
    #[test]
    fn a_long_answer_is_laid_out_as_rustfmt_does() {
        let reading = read(
            "until end / a b c d e f g h i j",
            "0 <= a, b, c, d, e, f, g, h, i, j <= 9",
            None,
        );
        assert!(
            reading.answer.contains(
                "#[allow(clippy::too_many_arguments)]\nfn answer(\n    a: u64,\n    b: u64,\n"
            ),
            "{}",
            reading.answer
        );
        assert!(
            reading
                .answer
                .contains("    unimplemented!(\n        \"not solved"),
            "{}",
            reading.answer
        );
    }
}
