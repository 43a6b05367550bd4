"""Request helpers for the service benchmark: a fixed number of requests in sequence (for
callgrind), N simultaneous requests (coalescing), and many distinct (place, language) pairs
(memory). Standard library only."""
import http.client
import sys
import threading
import urllib.parse


def sequence(port, paths, repeat):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    statuses = {}
    for _ in range(repeat):
        for path in paths:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            statuses[response.status] = statuses.get(response.status, 0) + 1
    return statuses


def simultaneous(port, path, count):
    barrier = threading.Barrier(count)
    statuses = []

    def one():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        barrier.wait()
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        statuses.append(response.status)

    threads = [threading.Thread(target=one) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return statuses


if __name__ == "__main__":
    mode, port = sys.argv[1], int(sys.argv[2])
    if mode == "sequence":
        paths = [line.strip() for line in open(sys.argv[3]) if line.strip()]
        print(sequence(port, paths, int(sys.argv[4])))
    elif mode == "simultaneous":
        statuses = simultaneous(port, sys.argv[3], int(sys.argv[4]))
        print({status: statuses.count(status) for status in set(statuses)})
