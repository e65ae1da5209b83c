# Campfire bot image. SQLite by default, in the /data volume:
#   docker build -t campfire .
#   docker run -d --name campfire -e CAMPFIRE_TOKEN=... -v campfire-data:/data campfire
# PostgreSQL and several shard processes: see compose.yaml. Every setting of .env.example can be passed
# with -e; the image holds no .env and no secret.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# An unprivileged user with a fixed id (so orchestrators can check runAsNonRoot); only /data is writable.
RUN groupadd --system --gid 10001 campfire \
 && useradd --system --uid 10001 --gid campfire --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin campfire \
 && mkdir /data \
 && chown campfire:campfire /data

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY engines ./engines
COPY data ./data
# Installs the dependencies. The bot runs from /app (python -m puts the working folder first on sys.path),
# where the engines find their card data in /app/data and the storage its migrations in /app/bot.
RUN pip install .

ENV CAMPFIRE_DATABASE_PATH=/data/campfire.sqlite3
VOLUME ["/data"]
USER 10001:10001
CMD ["python", "-m", "bot", "run"]
