#!/usr/bin/env bash
# Runs a class from the local Kafka jars (fetched by infra/up.sh), like Kafka's own
# bin/kafka-run-class.sh, which we do not have because we use Maven jars, not the tarball.
#
# Examples:
#   infra/kafka-run-class.sh org.apache.kafka.tools.TopicCommand --bootstrap-server 127.0.0.1:9092 --list
#   infra/kafka-run-class.sh org.apache.kafka.tools.TopicCommand --bootstrap-server 127.0.0.1:9092 \
#       --create --topic demo --partitions 1 --replication-factor 1
#   echo hello | infra/kafka-run-class.sh kafka.tools.ConsoleProducer \
#       --bootstrap-server 127.0.0.1:9092 --topic demo
#   infra/kafka-run-class.sh org.apache.kafka.tools.consumer.ConsoleConsumer \
#       --bootstrap-server 127.0.0.1:9092 --topic demo --from-beginning --max-messages 1
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

(($# > 0)) || die "usage: $0 <fully.qualified.ClassName> [args...]"
[[ -d "$KAFKA_LIB" ]] || die "Kafka jars not found in $KAFKA_LIB: run infra/up.sh first"

# Small heap and C1-only JIT: these are short-lived command-line tools, start-up time dominates.
exec java -Xmx256m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Djava.awt.headless=true \
  "-Dlog4j.configuration=file:$INFRA_DIR/kafka/tools-log4j.properties" \
  -cp "$KAFKA_LIB/*" "$@"
