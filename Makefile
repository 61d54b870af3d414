# The two commands: `make run` starts a server on 127.0.0.1:4000; `make test` runs every test and transcript.
SWIFT ?= swift
PORT ?= 4000
DB ?= ./rentline.sqlite

.PHONY: system-packages build test exchanges eval run bench cluster cluster-stop clean

system-packages:
	@bash scripts/install-system-packages.sh

build: system-packages
	$(SWIFT) build -c release

test: system-packages
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) bash scripts/test.sh

# What the bot does with the exchanges and hedge sentences of Evaluation/, judged by the records they change.
exchanges:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter ExchangeTests 2>&1 | grep -E "played|acted wrongly:|ended otherwise|must:|did:|last reply"

# How well the parser reads sets that keep their misses: per set and per expected intent, then the time sets' starts
# (EVAL_FLAGS=--misses lists them).
eval:
	$(SWIFT) build --product rentline-eval
	./.build/debug/rentline-eval $(EVAL_FLAGS) Tests/IntentsTests/Corpus/outsiders-*.corpus Evaluation/*.eval
	$(SWIFT) build --product rentline
	python3 Benchmarks/time_eval.py ./.build/debug/rentline $(EVAL_FLAGS) Evaluation/times/*.times

run: build
	test -f $(DB) || ./.build/release/rentline seed --demo --db $(DB)
	./.build/release/rentline serve --host 127.0.0.1 --port $(PORT) --db $(DB)

# PostgreSQL, three servers on 4001-4003 and HAProxy on $(PORT), on this machine; cluster-stop ends it all.
cluster: build
	@bash scripts/install-system-packages.sh haproxy
	bash scripts/cluster.sh start

cluster-stop:
	bash scripts/cluster.sh stop

bench: build
	bash Benchmarks/run.sh

clean:
	rm -rf .build
